import { describe, expect, it } from 'vitest';
import * as m from '../../domain/messages.ts';

describe('messages', () => {
  it("unselected options: 'Please select the {option} option.'", () => {
    expect(m.selectOptionMessage(['Size'])).toBe('Please select the Size option.');
  });

  it("unselected options: 'Please select the {option1} and {option2} options.'", () => {
    expect(m.selectOptionMessage(['Size', 'Color'])).toBe('Please select the Size and Color options.');
  });

  it('unselected options: a list form for three or more', () => {
    expect(m.selectOptionMessage(['Size', 'Color', 'Fit'])).toBe('Please select the Size, Color and Fit options.');
    expect(m.selectOptionMessage(['A', 'B', 'C', 'D'])).toBe('Please select the A, B, C and D options.');
  });

  it('add to cart validation sentences', () => {
    expect(m.VARIANT_UNAVAILABLE_MESSAGE).toBe('Sorry, that item variant is unavailable. Please select another variant.');
    expect(m.OUT_OF_STOCK_MESSAGE).toBe('Sorry, we do not have enough of that item available.');
    expect(m.QUANTITY_NOT_A_NUMBER_MESSAGE).toBe('Quantity must be a number.');
    expect(m.QUANTITY_NOT_A_WHOLE_NUMBER_MESSAGE).toBe('Quantity must be a whole number');
    expect(m.GIFT_CARD_DENOMINATION_MESSAGE).toBe('Select a denomination for the Gift Card');
  });

  it("alert title 'Unable to Add Item' ('Unable to Purchase Item' in express checkout; 'Unable to purchase Gift Card' for gift cards)", () => {
    expect(m.addToCartErrorTitle({})).toBe('Unable to Add Item');
    expect(m.addToCartErrorTitle({ expressCheckout: true })).toBe('Unable to Purchase Item');
    expect(m.addToCartErrorTitle({ giftCard: true })).toBe('Unable to purchase Gift Card');
    expect(m.addToCartErrorTitle({ giftCard: true, expressCheckout: true })).toBe('Unable to purchase Gift Card');
  });

  it('crumb or session failure, cookies off and HTTP 429 messages', () => {
    expect(m.SESSION_EXPIRED_MESSAGE).toBe('Your session has expired. Please reload the page and try again.');
    expect(m.COOKIES_DISABLED_MESSAGE).toBe('Please enable cookies in your browser, reload the page, and try again.');
    expect(m.RATE_LIMITED_MESSAGE).toBe('Please try again in a few seconds.');
  });

  it('tracked error types', () => {
    expect(Object.keys(m.TrackedErrorType)).toEqual([
      'NO_VARIANT_SELECTED',
      'VARIANT_UNAVAILABLE',
      'OUT_OF_STOCK',
      'QUANTITY_NOT_A_NUMBER',
      'SUB_WITH_FORM_FAILURE',
      'SUB_QUANTITY_NOT_A_WHOLE_NUMBER',
      'SUB_API_FAILURE',
      'EXPRESS_CHECKOUT_FAILURE',
      'CUSTOM_FORM_RENDER_ERROR',
      'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK',
      'API_FAILURE',
    ]);
    for (const [key, value] of Object.entries(m.TrackedErrorType)) expect(value).toBe(key);
  });

  it("cart messages, hints and confirmation '{productName} was added to your cart.'", () => {
    expect([
      m.UNABLE_TO_UPDATE_QUANTITY_MESSAGE,
      m.UNABLE_TO_UPDATE_FORM_MESSAGE,
      m.UNABLE_TO_OPEN_FORM_MESSAGE,
      m.UNABLE_TO_ADD_ITEM_MESSAGE,
      m.UNABLE_TO_REMOVE_ITEM_MESSAGE,
      m.TRY_AGAIN_HINT,
      m.CHECK_CONNECTION_HINT,
    ]).toEqual([
      'Unable to update quantity',
      'Unable to update form',
      'Unable to open form',
      'Unable to add item',
      'Unable to remove item',
      'Please try again.',
      'Please check your internet connection.',
    ]);
    expect(m.addedToCartMessage('Linen Shirt')).toBe('Linen Shirt was added to your cart.');
    expect(m.CART_TEXT.empty).toBe('You have nothing in your shopping cart.');
  });

  it("checkout minimum: 'To check out, your order subtotal must be {subtotal} or more.'", () => {
    expect(m.checkoutMinimumMessage('$25.00')).toBe('To check out, your order subtotal must be $25.00 or more.');
  });

  it('postal code messages', () => {
    expect(m.INVALID_POSTAL_CODE_MESSAGE).toBe('Invalid postal code.');
    expect(m.INVALID_FSA_MESSAGE).toBe('An FSA code is invalid.');
  });

  it("restock email: blank 'Email cannot be blank'; invalid 'Email is invalid'; success 'Signed up!'", () => {
    expect(m.EMAIL_BLANK_MESSAGE).toBe('Email cannot be blank');
    expect(m.EMAIL_INVALID_MESSAGE).toBe('Email is invalid');
    expect(m.RESTOCK_SUCCESS_TEXT).toBe('Signed up!');
    expect(m.RESTOCK_FAILURE_MESSAGE).toBe('Unable to submit form. Please try again later.');
  });

  it('custom and site form validation messages', () => {
    expect(m.REQUIRED_MESSAGE).toBe('Required');
    expect(m.LIKERT_MISSING_MESSAGE).toBe('Survey is not valid. Missing a required question.');
    expect(m.FORM_FIX_ABOVE_MESSAGE).toBe('Update the missing or invalid information above.');
    expect(m.siteFormEmailInvalidMessage('name@example.com')).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(m.CHARACTER_LIMIT_MESSAGE).toBe('You have exceeded the character limit.');
    expect(m.CAPTCHA_FIELD_MESSAGE).toBe('Complete CAPTCHA before submitting');
  });

  it("site forms: the submit label is 'Submitting…' with the Unicode ellipsis", () => {
    expect(m.SUBMITTING_LABEL).toBe('Submitting\u2026');
  });

  it('site form notices', () => {
    expect(m.FORM_CAPTCHA_INCOMPLETE_MESSAGE).toBe('Complete CAPTCHA before submitting.');
    expect(m.FORM_PROBLEM_ABOVE_MESSAGE).toBe('Your form has encountered a problem. Please scroll down to review.');
    expect(m.FORM_PROBLEM_BELOW_MESSAGE).toBe('Your form has encountered a problem. Please scroll up to review.');
  });

  it('status mapping: 401, 404, 429 and 500 have their own messages', () => {
    expect(m.formStatusMessage(401)).toBe('Unable to submit form. Please try again later.');
    expect(m.formStatusMessage(404)).toBe('This form has not been configured yet.');
    expect(m.formStatusMessage(429)).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    expect(m.formStatusMessage(500)).toBe('Unable to send form. Please try again later.');
    expect(m.formStatusMessage(400)).toBeNull();
  });

  it("defaults for missing text: 'sold out', 'sale', 'Quick View', 'Add To Cart', 'Subscribe', 'Quantity', 'Select Value', 'Unavailable'", () => {
    expect(Object.values(m.DEFAULT_TEXT)).toEqual([
      'sold out',
      'sale',
      'Quick View',
      'Add To Cart',
      'Subscribe',
      'Quantity',
      'Select Value',
      'Unavailable',
    ]);
    expect(m.selectVariantText('Size')).toBe('Select Size');
  });

  it("an owner's blank text falls back to the default ('sold out', 'sale'…); 'L (Unavailable)' marks a value no variant has", () => {
    expect(m.textOrDefault(null, m.DEFAULT_TEXT.soldOutMark)).toBe('sold out');
    expect(m.textOrDefault('', m.DEFAULT_TEXT.saleMark)).toBe('sale');
    expect(m.textOrDefault('   ', m.DEFAULT_TEXT.saleMark)).toBe('sale');
    expect(m.textOrDefault('Back soon', m.DEFAULT_TEXT.soldOutMark)).toBe('Back soon');
    expect(m.unavailableOptionText('L')).toBe('L (Unavailable)');
  });

  it("add button labels 'Sold Out', 'Added!', 'Select Option', 'Purchase'", () => {
    expect(m.BUTTON_LABEL).toEqual({ soldOut: 'Sold Out', added: 'Added!', selectOption: 'Select Option', purchase: 'Purchase' });
  });

  it("visually hidden price labels 'Sale Price:' and 'Original Price:'", () => {
    expect([m.SALE_PRICE_LABEL, m.ORIGINAL_PRICE_LABEL]).toEqual(['Sale Price:', 'Original Price:']);
  });

  it("comment count label 'No Comments', '1 Comment', 'N Comments'", () => {
    expect([0, 1, 7].map(m.commentCountLabel)).toEqual(['No Comments', '1 Comment', '7 Comments']);
  });

  it("likert map -2..2: Strongly Disagree, Disagree, Neutral, Agree, Strongly Agree; empty answer 'N/A'", () => {
    expect(['-2', '-1', '0', '1', '2'].map((k) => m.LIKERT_LABELS[k])).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
    expect(m.EMPTY_ANSWER_TEXT).toBe('N/A');
  });
});
