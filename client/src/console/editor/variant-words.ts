// A variant in words: its option values and its stock.
type Variant = { attributes: { name: string; value: string }[]; unlimited: boolean; qtyInStock: number };

export const optionWords = (v: Variant) => v.attributes.map((a) => `${a.name}: ${a.value}`).join(', ') || 'No options';

export const stockText = (v: Variant) => (v.unlimited ? 'Unlimited' : `${v.qtyInStock} in stock`);
