-- CreateTable
CREATE TABLE "Website" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "timeZone" TEXT NOT NULL DEFAULT 'America/New_York',
    "language" TEXT NOT NULL DEFAULT 'en-US',
    "country" TEXT NOT NULL DEFAULT 'US',
    "multipleQuantityAllowedForServices" BOOLEAN NOT NULL DEFAULT true,
    "expressCheckout" BOOLEAN NOT NULL DEFAULT false,
    "checkoutMinimumCents" INTEGER NOT NULL DEFAULT 0,
    "reviewsEnabled" BOOLEAN NOT NULL DEFAULT false,
    "analyticsDisabled" BOOLEAN NOT NULL DEFAULT false,
    "captchaSiteKey" TEXT,
    "captchaSecret" TEXT,
    "captchaEnterprise" BOOLEAN NOT NULL DEFAULT false,
    "afterPayEnabled" BOOLEAN NOT NULL DEFAULT false,
    "afterPayMinCents" INTEGER NOT NULL DEFAULT 0,
    "afterPayMaxCents" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "WebsiteDomain" (
    "hostname" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    CONSTRAINT "WebsiteDomain_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Collection" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "urlSlug" TEXT NOT NULL,
    "type" INTEGER NOT NULL DEFAULT 13,
    "folderBehavior" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Collection_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Item" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "collectionId" TEXT NOT NULL,
    "recordType" INTEGER NOT NULL DEFAULT 11,
    "title" TEXT NOT NULL,
    "urlSlug" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL DEFAULT '',
    "publishOn" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Item_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Item_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "Collection" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Product" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "collectionId" TEXT NOT NULL,
    "productType" INTEGER NOT NULL,
    "variantOptionOrdering" JSONB NOT NULL,
    "isSubscribable" BOOLEAN NOT NULL DEFAULT false,
    "additionalFieldsFormId" TEXT,
    "useCustomAddButtonText" BOOLEAN NOT NULL DEFAULT false,
    "customAddButtonText" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Product_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Product_id_fkey" FOREIGN KEY ("id") REFERENCES "Item" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Product_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "Collection" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Product_additionalFieldsFormId_fkey" FOREIGN KEY ("additionalFieldsFormId") REFERENCES "CustomForm" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProductVariant" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "attributes" JSONB NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "salePriceCents" INTEGER NOT NULL DEFAULT 0,
    "onSale" BOOLEAN NOT NULL DEFAULT false,
    "currency" TEXT NOT NULL,
    "unlimited" BOOLEAN NOT NULL DEFAULT false,
    "qtyInStock" INTEGER NOT NULL DEFAULT 0,
    "weightGrams" INTEGER NOT NULL DEFAULT 0,
    "mainImageId" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ProductVariant_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductVariant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductVariant_mainImageId_fkey" FOREIGN KEY ("mainImageId") REFERENCES "ProductImage" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProductImage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "assetUrl" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "altText" TEXT NOT NULL DEFAULT '',
    "focalX" REAL NOT NULL DEFAULT 0.5,
    "focalY" REAL NOT NULL DEFAULT 0.5,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProductImage_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductImage_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SubscriptionPlan" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "billingPeriodValue" INTEGER NOT NULL,
    "billingPeriodUnit" TEXT NOT NULL,
    "numBillingCycles" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SubscriptionPlan_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProductSubscriptionOption" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "subscriptionPlanId" TEXT NOT NULL,
    "priceCents" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ProductSubscriptionOption_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductSubscriptionOption_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductSubscriptionOption_subscriptionPlanId_fkey" FOREIGN KEY ("subscriptionPlanId") REFERENCES "SubscriptionPlan" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MerchandisingContext" (
    "productId" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "scarcityEnabled" BOOLEAN NOT NULL DEFAULT false,
    "scarcityThreshold" INTEGER NOT NULL DEFAULT 5,
    "scarcityText" TEXT,
    "customSoldOutText" TEXT,
    "customSaleText" TEXT,
    "restockNotificationsEnabled" BOOLEAN NOT NULL DEFAULT false,
    "restockSuccessMessage" TEXT,
    "mailingListSignUpEnabled" BOOLEAN NOT NULL DEFAULT false,
    "mailingListOptInByDefault" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MerchandisingContext_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MerchandisingContext_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CustomForm" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'CONTACT',
    "submissionMessage" TEXT NOT NULL DEFAULT '',
    "successRedirect" TEXT,
    "disclaimer" TEXT,
    "postSubmitHtml" TEXT,
    "captchaRequired" BOOLEAN NOT NULL DEFAULT false,
    "notifyEmail" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "CustomForm_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CustomFormField" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "formId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "required" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "options" JSONB,
    CONSTRAINT "CustomFormField_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CustomFormField_formId_fkey" FOREIGN KEY ("formId") REFERENCES "CustomForm" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FormSubmissionKey" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "visitorId" TEXT NOT NULL,
    "formId" TEXT,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FormSubmissionKey_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FormSubmissionKey_formId_fkey" FOREIGN KEY ("formId") REFERENCES "CustomForm" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FormSubmission" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "formId" TEXT NOT NULL,
    "visitorId" TEXT,
    "values" JSONB NOT NULL,
    "pageUrl" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FormSubmission_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FormSubmission_formId_fkey" FOREIGN KEY ("formId") REFERENCES "CustomForm" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MailingListSubscriber" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "confirmToken" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'form',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MailingListSubscriber_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShoppingCart" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'STANDARD',
    "visitorId" TEXT,
    "siteUserId" TEXT,
    "currency" TEXT NOT NULL,
    "isPurchased" BOOLEAN NOT NULL DEFAULT false,
    "orderId" TEXT,
    "shippingLocation" JSONB,
    "selectedShippingOptionId" TEXT,
    "subscriptionOptionId" TEXT,
    "created" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ShoppingCart_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ShoppingCart_siteUserId_fkey" FOREIGN KEY ("siteUserId") REFERENCES "SiteUser" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "ShoppingCart_selectedShippingOptionId_fkey" FOREIGN KEY ("selectedShippingOptionId") REFERENCES "ShippingOption" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CartEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "cartId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "variantId" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "additionalFields" JSONB,
    "additionalFieldsKey" TEXT NOT NULL DEFAULT '',
    "purchasePriceCents" INTEGER,
    "created" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "CartEntry_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CartEntry_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "ShoppingCart" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CartEntry_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CartEntry_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "ProductVariant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Coupon" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "percentOffBps" INTEGER NOT NULL DEFAULT 0,
    "amountOffCents" INTEGER NOT NULL DEFAULT 0,
    "minSubtotalCents" INTEGER NOT NULL DEFAULT 0,
    "startsAt" DATETIME,
    "expiresAt" DATETIME,
    "usageLimit" INTEGER,
    "timesUsed" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Coupon_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CartCoupon" (
    "cartId" TEXT NOT NULL,
    "couponId" TEXT NOT NULL,

    PRIMARY KEY ("cartId", "couponId"),
    CONSTRAINT "CartCoupon_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "ShoppingCart" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CartCoupon_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShippingOption" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'FLAT',
    "countries" JSONB NOT NULL,
    "flatRateCents" INTEGER NOT NULL DEFAULT 0,
    "rateTiers" JSONB,
    "freeOverCents" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "ShippingOption_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TaxRule" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "region" TEXT,
    "rateBps" INTEGER NOT NULL,
    "appliesToPhysical" BOOLEAN NOT NULL DEFAULT true,
    "appliesToDigital" BOOLEAN NOT NULL DEFAULT false,
    "appliesToService" BOOLEAN NOT NULL DEFAULT false,
    "taxShipping" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "TaxRule_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Order" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "orderNumber" INTEGER NOT NULL,
    "purchasedCartId" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "statusToken" TEXT NOT NULL,
    "testMode" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "email" TEXT NOT NULL,
    "siteUserId" TEXT,
    "shippingAddress" JSONB,
    "billingAddress" JSONB,
    "customerNotes" TEXT NOT NULL DEFAULT '',
    "shippingOptionName" TEXT,
    "currency" TEXT NOT NULL,
    "subtotalCents" INTEGER NOT NULL,
    "taxCents" INTEGER NOT NULL,
    "shippingCostCents" INTEGER NOT NULL,
    "discountCents" INTEGER NOT NULL,
    "giftCardCents" INTEGER NOT NULL DEFAULT 0,
    "grandTotalCents" INTEGER NOT NULL,
    "paymentProvider" TEXT,
    "paymentReference" TEXT,
    "subscriptionId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Order_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Order_siteUserId_fkey" FOREIGN KEY ("siteUserId") REFERENCES "SiteUser" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Order_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OrderLine" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "variantId" TEXT,
    "sku" TEXT NOT NULL,
    "productName" TEXT NOT NULL,
    "productType" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "additionalFields" JSONB,
    CONSTRAINT "OrderLine_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "GiftCard" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "initialCents" INTEGER NOT NULL,
    "balanceCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "orderId" TEXT,
    "recipientEmail" TEXT,
    "message" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "GiftCard_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GiftCard_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "GiftCardTransaction" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "giftCardId" TEXT NOT NULL,
    "orderId" TEXT,
    "amountCents" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "GiftCardTransaction_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GiftCardTransaction_giftCardId_fkey" FOREIGN KEY ("giftCardId") REFERENCES "GiftCard" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GiftCardTransaction_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Subscription" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "siteUserId" TEXT,
    "email" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "variantId" TEXT NOT NULL,
    "subscriptionPlanId" TEXT NOT NULL,
    "billingPeriodValue" INTEGER NOT NULL,
    "billingPeriodUnit" TEXT NOT NULL,
    "numBillingCycles" INTEGER NOT NULL,
    "cyclesBilled" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'ACTIVE',
    "priceCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "nextBillingAt" DATETIME,
    "failedAttempts" INTEGER NOT NULL DEFAULT 0,
    "paymentMethodRef" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Subscription_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Subscription_siteUserId_fkey" FOREIGN KEY ("siteUserId") REFERENCES "SiteUser" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Subscription_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Subscription_subscriptionPlanId_fkey" FOREIGN KEY ("subscriptionPlanId") REFERENCES "SubscriptionPlan" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RestockSignUp" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "variantId" TEXT NOT NULL,
    "siteVisitorEmail" TEXT NOT NULL,
    "isJoinMailingList" BOOLEAN NOT NULL DEFAULT false,
    "visitorId" TEXT,
    "language" TEXT,
    "notifiedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RestockSignUp_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RestockSignUp_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RestockSignUp_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "ProductVariant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AnalyticsEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "visitorId" TEXT,
    "family" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "pageType" TEXT,
    "path" TEXT,
    "payload" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AnalyticsEvent_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PerformanceRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "analyticsId" TEXT,
    "marketingId" TEXT,
    "memberId" TEXT,
    "pageLoadId" TEXT,
    "event" TEXT NOT NULL,
    "version" TEXT,
    "hostname" TEXT,
    "pathname" TEXT,
    "data" JSONB NOT NULL,
    "ts" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PerformanceRecord_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SiteUser" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "firstName" TEXT NOT NULL DEFAULT '',
    "lastName" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SiteUser_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OwnerAccount" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "OwnerRole" (
    "ownerId" TEXT NOT NULL,
    "websiteId" TEXT NOT NULL,
    "roleCode" INTEGER NOT NULL,

    PRIMARY KEY ("ownerId", "websiteId"),
    CONSTRAINT "OwnerRole_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "OwnerAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OwnerRole_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ApiToken" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "ownerId" TEXT,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" DATETIME,
    "revokedAt" DATETIME,
    CONSTRAINT "ApiToken_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ApiToken_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "OwnerAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "websiteId" TEXT NOT NULL,
    "siteUserId" TEXT,
    "ownerId" TEXT,
    "crumb" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Session_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Session_siteUserId_fkey" FOREIGN KEY ("siteUserId") REFERENCES "SiteUser" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Session_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "OwnerAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedAt" DATETIME,
    "claimedBy" TEXT,
    "sentAt" DATETIME,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OutboxMessage_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "WebsiteDomain_websiteId_idx" ON "WebsiteDomain"("websiteId");

-- CreateIndex
CREATE INDEX "Collection_websiteId_position_idx" ON "Collection"("websiteId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Collection_websiteId_urlSlug_key" ON "Collection"("websiteId", "urlSlug");

-- CreateIndex
CREATE INDEX "Item_websiteId_collectionId_publishOn_idx" ON "Item"("websiteId", "collectionId", "publishOn");

-- CreateIndex
CREATE UNIQUE INDEX "Item_collectionId_urlSlug_key" ON "Item"("collectionId", "urlSlug");

-- CreateIndex
CREATE INDEX "Product_websiteId_collectionId_position_idx" ON "Product"("websiteId", "collectionId", "position");

-- CreateIndex
CREATE INDEX "ProductVariant_productId_position_idx" ON "ProductVariant"("productId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "ProductVariant_websiteId_sku_key" ON "ProductVariant"("websiteId", "sku");

-- CreateIndex
CREATE INDEX "ProductImage_productId_position_idx" ON "ProductImage"("productId", "position");

-- CreateIndex
CREATE INDEX "SubscriptionPlan_websiteId_idx" ON "SubscriptionPlan"("websiteId");

-- CreateIndex
CREATE UNIQUE INDEX "ProductSubscriptionOption_productId_subscriptionPlanId_key" ON "ProductSubscriptionOption"("productId", "subscriptionPlanId");

-- CreateIndex
CREATE INDEX "MerchandisingContext_websiteId_idx" ON "MerchandisingContext"("websiteId");

-- CreateIndex
CREATE INDEX "CustomForm_websiteId_idx" ON "CustomForm"("websiteId");

-- CreateIndex
CREATE INDEX "CustomFormField_formId_position_idx" ON "CustomFormField"("formId", "position");

-- CreateIndex
CREATE INDEX "FormSubmissionKey_websiteId_expiresAt_idx" ON "FormSubmissionKey"("websiteId", "expiresAt");

-- CreateIndex
CREATE INDEX "FormSubmission_websiteId_formId_createdAt_idx" ON "FormSubmission"("websiteId", "formId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "MailingListSubscriber_confirmToken_key" ON "MailingListSubscriber"("confirmToken");

-- CreateIndex
CREATE UNIQUE INDEX "MailingListSubscriber_websiteId_email_key" ON "MailingListSubscriber"("websiteId", "email");

-- CreateIndex
CREATE UNIQUE INDEX "ShoppingCart_token_key" ON "ShoppingCart"("token");

-- CreateIndex
CREATE UNIQUE INDEX "ShoppingCart_orderId_key" ON "ShoppingCart"("orderId");

-- CreateIndex
CREATE INDEX "ShoppingCart_websiteId_siteUserId_idx" ON "ShoppingCart"("websiteId", "siteUserId");

-- CreateIndex
CREATE INDEX "CartEntry_websiteId_idx" ON "CartEntry"("websiteId");

-- CreateIndex
CREATE UNIQUE INDEX "CartEntry_cartId_itemId_sku_additionalFieldsKey_key" ON "CartEntry"("cartId", "itemId", "sku", "additionalFieldsKey");

-- CreateIndex
CREATE UNIQUE INDEX "Coupon_websiteId_code_key" ON "Coupon"("websiteId", "code");

-- CreateIndex
CREATE INDEX "ShippingOption_websiteId_position_idx" ON "ShippingOption"("websiteId", "position");

-- CreateIndex
CREATE INDEX "TaxRule_websiteId_country_idx" ON "TaxRule"("websiteId", "country");

-- CreateIndex
CREATE UNIQUE INDEX "Order_purchasedCartId_key" ON "Order"("purchasedCartId");

-- CreateIndex
CREATE UNIQUE INDEX "Order_statusToken_key" ON "Order"("statusToken");

-- CreateIndex
CREATE INDEX "Order_websiteId_createdAt_idx" ON "Order"("websiteId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Order_websiteId_idempotencyKey_key" ON "Order"("websiteId", "idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "Order_websiteId_orderNumber_key" ON "Order"("websiteId", "orderNumber");

-- CreateIndex
CREATE INDEX "OrderLine_orderId_idx" ON "OrderLine"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "GiftCard_code_key" ON "GiftCard"("code");

-- CreateIndex
CREATE INDEX "GiftCard_websiteId_createdAt_idx" ON "GiftCard"("websiteId", "createdAt");

-- CreateIndex
CREATE INDEX "GiftCardTransaction_giftCardId_idx" ON "GiftCardTransaction"("giftCardId");

-- CreateIndex
CREATE INDEX "Subscription_websiteId_status_nextBillingAt_idx" ON "Subscription"("websiteId", "status", "nextBillingAt");

-- CreateIndex
CREATE INDEX "RestockSignUp_websiteId_productId_variantId_createdAt_idx" ON "RestockSignUp"("websiteId", "productId", "variantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "RestockSignUp_variantId_siteVisitorEmail_key" ON "RestockSignUp"("variantId", "siteVisitorEmail");

-- CreateIndex
CREATE INDEX "AnalyticsEvent_websiteId_family_createdAt_idx" ON "AnalyticsEvent"("websiteId", "family", "createdAt");

-- CreateIndex
CREATE INDEX "PerformanceRecord_websiteId_event_ts_idx" ON "PerformanceRecord"("websiteId", "event", "ts");

-- CreateIndex
CREATE UNIQUE INDEX "SiteUser_websiteId_email_key" ON "SiteUser"("websiteId", "email");

-- CreateIndex
CREATE UNIQUE INDEX "OwnerAccount_email_key" ON "OwnerAccount"("email");

-- CreateIndex
CREATE INDEX "OwnerRole_websiteId_idx" ON "OwnerRole"("websiteId");

-- CreateIndex
CREATE UNIQUE INDEX "ApiToken_tokenHash_key" ON "ApiToken"("tokenHash");

-- CreateIndex
CREATE INDEX "ApiToken_websiteId_idx" ON "ApiToken"("websiteId");

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");

-- CreateIndex
CREATE INDEX "OutboxMessage_status_nextAttemptAt_idx" ON "OutboxMessage"("status", "nextAttemptAt");
