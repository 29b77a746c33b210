// The global form-success event (spec §4): fired on window when a newsletter form succeeds, for the promo popup and
// page scripts. Its own module: listeners need it without the forms' code.
export const FORM_SUCCESS_EVENT = 'shopwright:form-success';
