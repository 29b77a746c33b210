// Scarcity message: shown when scarcity is enabled and a limited variant's stock is low but not gone.

export const DEFAULT_SCARCITY_TEXT = 'Only {qty} left in stock';

export type ScarcitySettings = { scarcityEnabled: boolean; scarcityThreshold: number; scarcityText: string | null };

/** The message for a variant's stock, or null when none should show (unlimited, sold out, or above the threshold). */
export function scarcityMessage(settings: ScarcitySettings, stock: { unlimited: boolean; qtyInStock: number }): string | null {
  if (!settings.scarcityEnabled || stock.unlimited) return null;
  if (stock.qtyInStock <= 0 || stock.qtyInStock > settings.scarcityThreshold) return null;
  return (settings.scarcityText || DEFAULT_SCARCITY_TEXT).replaceAll('{qty}', String(stock.qtyInStock));
}
