// The custom form an add waits for (spec §4 custom-form modal): open while the add is pending; a form that fails to
// render closes the add with the alert and is reported as CUSTOM_FORM_RENDER_ERROR (lib/use-add-to-cart.ts).
import { Component, type ReactNode } from 'react';
import { ADDING_LABEL, CART_TEXT } from '../../../domain/messages.ts';
import type { CustomFormFieldsFragment } from '../graphql/generated/documents/CustomFormFieldsFragment.ts';
import { deferred } from '../lib/deferred.tsx';
import type { AddToCartFlow } from '../lib/use-add-to-cart.ts';

const CustomFormModal = deferred(() => import('./CustomFormModal.tsx').then((m) => m.CustomFormModal));

class FormRenderBoundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function AddToCartFormModal({ form, flow }: { form: CustomFormFieldsFragment | null | undefined; flow: AddToCartFlow }) {
  if (!form || !flow.formPending) return null;
  return (
    <FormRenderBoundary onError={flow.formFailed}>
      <CustomFormModal
        form={form}
        submitLabel={CART_TEXT.addToCart}
        submittingLabel={ADDING_LABEL}
        onSubmit={flow.submitForm}
        onClose={flow.closeForm}
      />
    </FormRenderBoundary>
  );
}
