// The one catalogue of the spec's shopper-facing sentences and default texts, copied character for character, and,
// after them, the server's other refusals by topic (those built from a limit are in limit-messages.ts).

/** Joins names as "A", "A and B", "A, B and C". */
function joinWithAnd(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

// §5 Add to cart
/** 'Please select the {option} option.' or, for several, 'Please select the A, B and C options.' */
export function selectOptionMessage(names: readonly string[]): string {
  return names.length === 1 ? `Please select the ${names[0]} option.` : `Please select the ${joinWithAnd(names)} options.`;
}
/** Text with a NUL character, anywhere a client sends it (server/http/nul-characters.ts). */
export const NUL_CHARACTER_MESSAGE = 'Text may not contain NUL characters.';
export const VARIANT_UNAVAILABLE_MESSAGE = 'Sorry, that item variant is unavailable. Please select another variant.';
export const OUT_OF_STOCK_MESSAGE = 'Sorry, we do not have enough of that item available.';
export const QUANTITY_NOT_A_NUMBER_MESSAGE = 'Quantity must be a number.';
export const QUANTITY_NOT_A_WHOLE_NUMBER_MESSAGE = 'Quantity must be a whole number';
export const GIFT_CARD_DENOMINATION_MESSAGE = 'Select a denomination for the Gift Card';

// §8 Add to cart alerts
export const UNABLE_TO_ADD_ITEM_TITLE = 'Unable to Add Item';
export const UNABLE_TO_PURCHASE_ITEM_TITLE = 'Unable to Purchase Item';
export const UNABLE_TO_PURCHASE_GIFT_CARD_TITLE = 'Unable to purchase Gift Card';
/** Alert title: gift cards first, then express checkout, else the plain add-to-cart title. */
export function addToCartErrorTitle(opts: { giftCard?: boolean; expressCheckout?: boolean }): string {
  if (opts.giftCard) return UNABLE_TO_PURCHASE_GIFT_CARD_TITLE;
  return opts.expressCheckout ? UNABLE_TO_PURCHASE_ITEM_TITLE : UNABLE_TO_ADD_ITEM_TITLE;
}
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please reload the page and try again.';
export const COOKIES_DISABLED_MESSAGE = 'Please enable cookies in your browser, reload the page, and try again.';
export const RATE_LIMITED_MESSAGE = 'Please try again in a few seconds.';
/** A rate limit's message, saying what its Retry-After says: 'Please try again in a few seconds.' up to 10 seconds,
 * then the seconds up to 90, then the minutes. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds <= 10) return RATE_LIMITED_MESSAGE;
  if (seconds <= 90) return `Please try again in ${seconds} seconds.`;
  const minutes = Math.ceil(seconds / 60);
  return `Please try again in ${minutes} minutes.`;
}
/** The store's database cannot answer for a moment (HTTP 503): the same words as a rate limit, since the remedy is. */
export const UNAVAILABLE_MESSAGE = RATE_LIMITED_MESSAGE;

/** §8 Tracked error types; also the `code` of a shopper-facing user error. */
export const TrackedErrorType = {
  NO_VARIANT_SELECTED: 'NO_VARIANT_SELECTED',
  VARIANT_UNAVAILABLE: 'VARIANT_UNAVAILABLE',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  QUANTITY_NOT_A_NUMBER: 'QUANTITY_NOT_A_NUMBER',
  SUB_WITH_FORM_FAILURE: 'SUB_WITH_FORM_FAILURE',
  SUB_QUANTITY_NOT_A_WHOLE_NUMBER: 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER',
  SUB_API_FAILURE: 'SUB_API_FAILURE',
  EXPRESS_CHECKOUT_FAILURE: 'EXPRESS_CHECKOUT_FAILURE',
  CUSTOM_FORM_RENDER_ERROR: 'CUSTOM_FORM_RENDER_ERROR',
  CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK: 'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK',
  API_FAILURE: 'API_FAILURE',
} as const;
export type TrackedErrorType = (typeof TrackedErrorType)[keyof typeof TrackedErrorType];

// §1 and §8 Cart
/** A cart line's unit price: '$19.00 each'. */
export function unitPriceText(price: string): string {
  return `${price} each`;
}
export const CART_TEXT = {
  cart: 'Cart',
  viewCart: 'View cart',
  closeCart: 'Close cart',
  checkout: 'Checkout',
  shoppingCart: 'Shopping Cart',
  summary: 'Summary',
  subtotal: 'Subtotal',
  continueShopping: 'Continue Shopping',
  addToCart: 'Add to cart',
  customersAlsoBought: 'Customers also bought',
  empty: 'You have nothing in your shopping cart.',
  noImage: 'No image',
} as const;
export const UNABLE_TO_UPDATE_QUANTITY_MESSAGE = 'Unable to update quantity';
export const UNABLE_TO_UPDATE_FORM_MESSAGE = 'Unable to update form';
export const UNABLE_TO_OPEN_FORM_MESSAGE = 'Unable to open form';
export const UNABLE_TO_ADD_ITEM_MESSAGE = 'Unable to add item';
export const UNABLE_TO_REMOVE_ITEM_MESSAGE = 'Unable to remove item';
export const TRY_AGAIN_HINT = 'Please try again.';
export const CHECK_CONNECTION_HINT = 'Please check your internet connection.';
export function addedToCartMessage(productName: string): string {
  return `${productName} was added to your cart.`;
}
export const CART_COUNT_OVERFLOW_LABEL = '100+';
export const CART_COUNT_OVERFLOW_SPOKEN = 'More than 100 items in cart';

// §5 Checkout minimum
export function checkoutMinimumMessage(subtotal: string): string {
  return `To check out, your order subtotal must be ${subtotal} or more.`;
}

// §5 Postal codes
export const INVALID_POSTAL_CODE_MESSAGE = 'Invalid postal code.';
export const INVALID_FSA_MESSAGE = 'An FSA code is invalid.';

// §5 and §8 Restock form
export const EMAIL_BLANK_MESSAGE = 'Email cannot be blank';
export const EMAIL_INVALID_MESSAGE = 'Email is invalid';
export const RESTOCK_SUCCESS_TEXT = 'Signed up!';
export const RESTOCK_FAILURE_MESSAGE = 'Unable to submit form. Please try again later.';

// §5 Custom product form and site forms
export const REQUIRED_MESSAGE = 'Required';

/** placeOrder's sentence for a required field left blank, to headless clients (the spec is silent; the checkout screen
 * says 'Required' under the field, as its custom form fields do). Address fields are named by their last part. */
export const CHECKOUT_BLANK_MESSAGES = {
  email: "Enter the customer's email address.",
  name: "Enter the customer's full name.",
  shippingAddress: 'Enter the shipping address: this cart has something to ship.',
  address: 'Enter the street address.',
  city: 'Enter the city.',
  country: 'Enter the country as a two-letter code, such as US.',
  postalCode: 'Enter the postal code.',
} as const;
/** The blank region's sentence, named as the country names its regions ('State', 'Province' …). */
export const checkoutBlankRegionMessage = (label: string) => `Enter the ${label.toLowerCase()}.`;
export const LIKERT_MISSING_MESSAGE = 'Survey is not valid. Missing a required question.';
export const FORM_FIX_ABOVE_MESSAGE = 'Update the missing or invalid information above.';
export function siteFormEmailInvalidMessage(exampleEmail: string): string {
  return `Email is not valid. Email addresses should follow the format ${exampleEmail}.`;
}
export const CHARACTER_LIMIT_MESSAGE = 'You have exceeded the character limit.';
/** §5 field-level captcha message (no full stop). */
export const CAPTCHA_FIELD_MESSAGE = 'Complete CAPTCHA before submitting';
export const EMPTY_ANSWER_TEXT = 'N/A';
export const LIKERT_LABELS: Readonly<Record<string, string>> = {
  '-2': 'Strongly Disagree',
  '-1': 'Disagree',
  '0': 'Neutral',
  '1': 'Agree',
  '2': 'Strongly Agree',
};

// §8 Site forms
export const SUBMITTING_LABEL = 'Submitting…';
export const FORM_PROCESSING_ERROR_MESSAGE = 'Error processing form submission. Please reload and try again.';
export const FORM_UNKNOWN_ERROR_MESSAGE = 'Unknown error, please try again later.';
/** §8 form-level captcha notice (with full stop). */
export const FORM_CAPTCHA_INCOMPLETE_MESSAGE = 'Complete CAPTCHA before submitting.';
export const FORM_KEY_ERROR_MESSAGE = 'Could not get a form submission key, please try again later.';
export const FORM_PARSE_ERROR_MESSAGE = 'Could not parse the form fields, please check your entries.';
export const FORM_FIELDS_INVALID_MESSAGE = 'One or more fields is invalid, please check your entries.';
export const FORM_PROBLEM_ABOVE_MESSAGE = 'Your form has encountered a problem. Please scroll down to review.';
export const FORM_PROBLEM_BELOW_MESSAGE = 'Your form has encountered a problem. Please scroll up to review.';
export const FORM_UNAUTHORIZED_MESSAGE = 'Unable to submit form. Please try again later.';
export const FORM_NOT_CONFIGURED_MESSAGE = 'This form has not been configured yet.';
export const FORM_RATE_LIMITED_MESSAGE = 'Unable to submit form. Submission rate limit exceeded. Please try again later.';
export const FORM_SERVER_ERROR_MESSAGE = 'Unable to send form. Please try again later.';
/** §8 status mapping for site form submissions; null means "use field errors or data.error". */
export function formStatusMessage(status: number): string | null {
  const byStatus: Record<number, string> = {
    401: FORM_UNAUTHORIZED_MESSAGE,
    404: FORM_NOT_CONFIGURED_MESSAGE,
    429: FORM_RATE_LIMITED_MESSAGE,
    500: FORM_SERVER_ERROR_MESSAGE,
  };
  return byStatus[status] ?? null;
}
export const RECAPTCHA_NOT_SET_UP_MESSAGE = 'ReCaptcha has not been set up';
/** §8 Captcha: a form requires a captcha, but the website has no captcha site key to draw one with. */
export const CAPTCHA_SITE_KEY_NOT_FOUND_MESSAGE = 'site key not found';

// §9 Defaults for missing text, button labels and price labels
export const DEFAULT_TEXT = {
  soldOutMark: 'sold out',
  saleMark: 'sale',
  quickView: 'Quick View',
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
  quantity: 'Quantity',
  selectValue: 'Select Value',
  unavailable: 'Unavailable',
} as const;
export function selectVariantText(variantName: string): string {
  return `Select ${variantName}`;
}
/** The owner's text, or the default when it is missing or blank (spaces only). */
export function textOrDefault(text: string | null | undefined, fallback: string): string {
  return text?.trim() ? text : fallback;
}
/** An option value no variant has with the shopper's other choices: 'L (Unavailable)'. */
export function unavailableOptionText(value: string): string {
  return `${value} (${DEFAULT_TEXT.unavailable})`;
}
export const BUTTON_LABEL = {
  soldOut: 'Sold Out',
  added: 'Added!',
  selectOption: 'Select Option',
  purchase: 'Purchase',
} as const;
export const SALE_PRICE_LABEL = 'Sale Price:';
export const ORIGINAL_PRICE_LABEL = 'Original Price:';

// §5 Template helpers
export const HSL_MESSAGES = {
  hue: 'Hue out of bounds.',
  saturation: 'Saturation out of bounds.',
  lightness: 'Lightness out of bounds.',
  alpha: 'Alpha out of bounds.',
  missing: 'Missing an H/S/L value.',
} as const;
export const IMAGE_SIZE_SOURCE_MESSAGE = "Invalid source parameter. Pass in 'originalSize'";
export const FORMATTER_NOT_IMPLEMENTED_MESSAGE = 'formatter is not yet implemented';
export function commentCountLabel(n: number): string {
  if (n === 0) return 'No Comments';
  return n === 1 ? '1 Comment' : `${n} Comments`;
}

// §5 Installments
export function installmentPaymentsText(count: number, amount: string): string {
  return `${count} interest-free payments of ${amount}`;
}
/** The one-line variant, followed by the provider's logo: 'or 4 interest-free payments of $10.00 with'. */
export function installmentPaymentsOneLineText(count: number, amount: string): string {
  return `or ${installmentPaymentsText(count, amount)} with`;
}
export function installmentsUpToText(amount: string): string {
  return `available for orders up to ${amount}`;
}
export function installmentsOverText(amount: string): string {
  return `available for orders over ${amount}`;
}

// Storefront texts the spec leaves to us.
/** Price of a product whose variants have different prices. */
export function fromPriceText(price: string): string {
  return `from ${price}`;
}
export const LOADING_TEXT = 'Loading…';
export const UNABLE_TO_LOAD_TITLE = 'Unable to load';
export const UNABLE_TO_LOAD_MESSAGE = 'Unable to load. Try again.';

// Accounts (shopper sign-up and log-in); the spec leaves these to us.
export const INVALID_CREDENTIALS_MESSAGE = 'Your email or password is incorrect.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Passwords must be at least 8 characters.';
export const PASSWORD_MIN_LENGTH = 8;
export const NOT_AUTHORIZED_MESSAGE = 'You do not have permission to do that.';
export const NOT_AUTHENTICATED_MESSAGE = 'Please log in first.';

// Account screen
export const ACCOUNT_TEXT = {
  account: 'Account',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  createAccount: 'Create account',
  creatingAccount: 'Creating account…',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
} as const;
export function signedInAsText(email: string): string {
  return `Signed in as ${email}`;
}
export const ACCOUNT_REQUEST_FAILED_MESSAGE = 'Something went wrong. Please try again.';

// Cart rules the spec leaves to us.
export const QUANTITY_OUT_OF_RANGE_MESSAGE = 'Quantity must be between 1 and 9999.';
export const SERVICE_SINGLE_QUANTITY_MESSAGE = 'This service can be booked once per order.';

// Form engine
/** The example address shown in siteFormEmailInvalidMessage. */
export const EMAIL_FORMAT_EXAMPLE = 'email@example.com';
/** A select, radio, checkbox or likert answer that is not one of the field's options; the spec leaves this to us. */
export const INVALID_CHOICE_MESSAGE = 'Choose one of the listed options.';

// Storefront cart screens (add button, cart page, custom-form modal, installment popup); the spec leaves these to us.
export const ADDING_LABEL = 'Adding…';
export const CART_ACTION_TEXT = {
  remove: 'Remove',
  editDetails: 'Edit details',
  save: 'Save',
  saving: 'Saving…',
  close: 'Close',
  ok: 'OK',
  total: 'Total',
} as const;
export function installmentInfoSteps(brand: string): string[] {
  return [
    'Add your favourites to the cart.',
    `Select ${brand} at checkout.`,
    `Log into or create your ${brand} account, with instant approval decisions.`,
    'Your purchase is split into 4 payments, payable every 2 weeks.',
  ];
}

// Checkout address form (spec §3 Address, §5 Postal codes): field labels per country; the spec names the kinds of
// label (state, province, territory, county, region; postcode or ZIP) and leaves the wording and the two messages to us.
export const ADDRESS_FIELD_LABEL = {
  address: 'Address',
  address2: 'Address 2',
  city: 'City',
  country: 'Country',
} as const;
export const POSTAL_CODE_LABEL = { zipCode: 'ZIP code', postcode: 'Postcode', postalCode: 'Postal code' } as const;
export const SUBDIVISION_LABEL = {
  state: 'State',
  stateOrTerritory: 'State/territory',
  province: 'Province',
  county: 'County',
  region: 'Region',
} as const;
/** 'Select a valid state.', 'Select a valid province.'… */
export function invalidSubdivisionMessage(label: string): string {
  return `Select a valid ${label.toLowerCase()}.`;
}
export const INVALID_COUNTRY_MESSAGE = 'Select a valid country.';

// Checkout (201) and the order pages (202 order confirmed, 206 subscription confirmed, 207 order received, 211 order
// status), issue 5; the spec names the pages and leaves the wording to us.
/** The product page's media gallery. */
export const GALLERY_TEXT = {
  label: 'Product images',
  roleDescription: 'carousel',
  slide: 'slide',
  previous: 'Previous image',
  next: 'Next image',
  showImage: 'Show image',
  zoom: 'Open larger image',
  close: 'Close',
} as const;
/** '2 of 3' */
export function galleryPositionText(position: number, count: number): string {
  return `${position} of ${count}`;
}

/** The theme's frame: the header, the phone's menu drawer. */
export const THEME_TEXT = {
  menu: 'Menu',
  closeMenu: 'Close menu',
  search: 'Search',
} as const;

/** The empty first choice of a subdivision list: 'Select a state', 'Select a province'… */
export function chooseSubdivisionText(label: string): string {
  return `Select a ${label.toLowerCase()}`;
}
export const CHOOSE_SHIPPING_OPTION_MESSAGE = 'Choose a shipping option.';
export const GIFT_CARD_INVALID_MESSAGE = 'That gift card code is not valid.';
export const GIFT_CARD_EMPTY_MESSAGE = 'That gift card has no balance left.';
export const CHECKOUT_FIX_ERRORS_MESSAGE = 'Please check the highlighted fields.';
/** Why a coupon in the cart does not apply (CartCoupon.reason). */
export const COUPON_REASON_TEXT: Readonly<Record<string, string>> = {
  INACTIVE: 'This code is no longer active.',
  NOT_STARTED: 'This code is not active yet.',
  EXPIRED: 'This code has expired.',
  USAGE_LIMIT_REACHED: 'This code has reached its usage limit.',
  MINIMUM_NOT_MET: 'Your order does not meet the minimum for this code.',
};
export const ORDER_TEXT = {
  orderConfirmedTitle: 'Thank you for your order',
  subscriptionConfirmedTitle: 'Thank you for subscribing',
  orderReceivedTitle: 'Order received',
  orderReceived: 'We have received your order and will confirm it once the payment is complete.',
  subscriptionConfirmed: 'Your subscription has started.',
  statusLink: 'View your order status',
  statusLinkHint: 'Keep this private link to check on your order at any time.',
  items: 'Items',
  downloads: 'Downloads',
  download: 'Download',
  giftCard: 'Gift card',
  refunded: 'Refunded',
  status: 'Status',
  trackingNumber: 'Tracking number',
  contact: 'Contact',
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  sameAsShipping: 'Same as the shipping address',
  shippingMethod: 'Shipping method',
  notes: 'Order notes',
  notFoundTitle: 'Order not found',
  notFound: 'We could not find that order. Check the link and try again.',
} as const;
/** 'Order #1001' */
export function orderNumberText(orderNumber: number): string {
  return `Order #${orderNumber}`;
}
export function confirmationEmailText(email: string): string {
  return `We will send a confirmation to ${email}.`;
}
/** '5 downloads left, until Jun 3, 2026' */
export function downloadsLeftText(left: number, until: string): string {
  return `${left} ${left === 1 ? 'download' : 'downloads'} left, until ${until}`;
}
export const ORDER_STATUS_LABEL: Readonly<Record<string, string>> = {
  PENDING: 'Received, awaiting payment',
  PAID: 'Paid',
  FULFILLED: 'Fulfilled',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};
export const CARD_NUMBER_INVALID_MESSAGE = 'Your card number is invalid.';
export const CARD_EXPIRY_INVALID_MESSAGE = 'Enter the expiry date as MM and YY.';
export const CARD_CVC_INVALID_MESSAGE = 'Enter the 3 or 4 digit CVC.';

// Gift card recipient (the spec leaves these to us).
export const GIFT_CARD_TEXT = {
  recipientLegend: 'Send to someone (optional)',
  recipientEmail: 'Recipient email',
  message: 'Message',
  // The gift card page: the denomination and who gets the code.
  purchase: 'Your gift card',
  amount: 'Amount',
  sendTo: 'Send to',
  sendToBuyer: 'You, at the email below',
} as const;

// §5 Editing UI strings (the owner console).
export const EDITING_INVALID_EMAIL_MESSAGE = 'Please enter a valid email';

// Requests the server cannot read (server/http, the REST doors); the spec leaves these to us.
export const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON.';
export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';
export const GRAPHQL_CONTENT_TYPE_MESSAGE = 'Send GraphQL requests as JSON, with Content-Type: application/json.';
export const BODY_TOO_LARGE_MESSAGE = 'Request body too large.';
export const MALFORMED_PATH_MESSAGE = 'The address is not valid: it has a malformed percent-encoding.';
export const CROSS_SITE_FORM_MESSAGE = 'This form can only be sent from the store’s own pages.';
export const NOT_A_FORM_MESSAGE = 'Send the product form (application/x-www-form-urlencoded).';
export const INSTALLMENT_INFO_QUERY_MESSAGE =
  'language must be a language tag such as "en" or "fr-CA", and country a two-letter country code such as "CA".';

// Carts, coupons and direct checkout the spec leaves to us.
export const NO_CART_MESSAGE = 'You have no shopping cart yet.';
export const NO_ENTRY_MESSAGE = 'That item is no longer in your cart.';
export const UNKNOWN_COUPON_MESSAGE = 'That code is not valid.';
export const NOT_SUBSCRIBABLE_MESSAGE = 'This product cannot be bought as a subscription.';
export const NOT_A_GIFT_CARD_MESSAGE = 'This product is not a gift card.';

// Placing and paying an order; the spec leaves these to us.
export const EMPTY_CART_MESSAGE = 'Your cart is empty or has already been checked out.';
export const CARD_REQUIRED_MESSAGE = 'Enter your card details.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This idempotency key was already used for another order. Send a new key for a new order.';
export const GIFT_CARD_BALANCE_CHANGED_MESSAGE = 'A gift card balance changed during checkout. Please review your order and try again.';
export const PAYMENT_NOT_COMPLETED_MESSAGE = 'The payment could not be completed. Nothing was charged; please try again.';
export const PENDING_ORDER_MESSAGE = 'This order is still being paid; try again in a few minutes.';
export const NO_SUCH_ORDER_MESSAGE = 'There is no such order.';
export const CARD_FORM_REQUIRED_MESSAGE = 'Pay with the card form of this store.';
export const AUTHENTICATION_NOT_SUPPORTED_MESSAGE =
  'Your bank asks to confirm this payment, which this checkout cannot do yet. Please use another card.';

/** The test card provider's refusals. */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';
export const INVALID_CARD_MESSAGE = 'Your card number is invalid.';
export const CARD_EXPIRED_MESSAGE = 'Your card has expired.';
export const CAPTURE_FAILED_MESSAGE = 'The payment could not be captured.';
export const REFUND_REFUSED_MESSAGE = 'The refund is more than the payment has left.';

// Digital downloads.
export const DOWNLOAD_GONE_MESSAGE = 'This download link has expired or has been used up.';
export const DOWNLOAD_UNKNOWN_MESSAGE = 'No such download.';
export const DOWNLOAD_MISSING_MESSAGE = 'The file for this download is not available. Please contact the store.';

// Restock sign-ups.
export const RESTOCK_UNAVAILABLE_MESSAGE = 'Restock notifications are not available for this item.';
export const CAPTCHA_FAILED_MESSAGE = 'Complete CAPTCHA before submitting';

// Website content: pages, items, password-protected pages and what blocks name.
export const NO_SUCH_PAGE_MESSAGE = 'No such page.';
export const NO_SUCH_LOCKED_PAGE_MESSAGE = 'No such page.';
export const WRONG_PAGE_PASSWORD_MESSAGE = 'That password is not right. Please try again.';
export const FOLDER_HAS_NO_BODY_MESSAGE = 'A folder has no blocks of its own.';
export const NO_SUCH_ITEM_MESSAGE = 'No such item.';
export const NOT_AN_ITEM_PAGE_MESSAGE = 'Posts, events and images go in a blog, events or gallery page.';
export const NO_SUCH_PRODUCT_MESSAGE = 'No such product.';
export const NO_SUCH_FORM_MESSAGE = 'No such form.';
export const NO_SUCH_GALLERY_MESSAGE = 'No such gallery.';
export const NO_SUCH_IMAGE_MESSAGE = 'No such image.';

// The owner's catalog: variants, images, digital files and the CSV import.
export const VARIANT_IN_USE_MESSAGE = 'This variant cannot be removed while open carts, unfinished orders or active subscriptions need it.';
export const FOCAL_POINT_MESSAGE = 'A focal point is two numbers from 0 to 1.';
export const NOT_DIGITAL_MESSAGE = 'Only digital products have a file to download.';
export const TYPE_CHANGE_MESSAGE = 'The product type of an existing product cannot change.';
export const IMPORT_RUNNING_MESSAGE = 'An import is already running for this website: wait for it to finish.';
export const IMPORT_FAILED_MESSAGE = 'The import stopped unexpectedly: nothing more was written. Import the file again.';
export const FILE_GONE_MESSAGE = 'The uploaded file is no longer stored: upload it again.';
export const PRICE_REQUIRED_MESSAGE = 'Enter the price shoppers pay, such as 25.00.';

// The owner's settings: team, captcha keys, form settings, shipping options.
export const LAST_ADMIN_MESSAGE = 'A website needs at least one admin: make another owner an admin first.';
export const NO_SUCH_MEMBER_MESSAGE = 'No owner of this website has this email or id.';
export const CAPTCHA_KEY_MESSAGE = 'A captcha key is up to 500 letters, digits, hyphens and underscores.';
export const CAPTCHA_SECRET_NEEDED_MESSAGE = 'Give the secret that goes with the site key: without it no bot check can pass.';
export const UNKNOWN_FORM_ID_MESSAGE = 'No form with that id in this store.';
export const SHIPPING_COUNTRY_CODE_MESSAGE = 'Use two-letter ISO country codes, like US or GB.';
export const SHIPPING_RATE_TIERS_MESSAGE = 'Give each rate tier its own upTo.';

// Templates rendered by the server, and analytics (the messages built from their limits are in limit-messages.ts).
export const TEMPLATE_RENDERS_WAITING_MESSAGE =
  'The template was not rendered: too many renders of this website are waiting. It renders again on the next visit.';
export const WORKER_FAILED_MESSAGE = 'The template was not rendered: the template worker stopped.';
export const ANALYTICS_RECORDS_WAITING_MESSAGE = 'Too many analytics records are waiting to be written; try again shortly.';
