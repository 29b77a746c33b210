// A variant in words: its option values (the console's optionWords) and its stock.
import { optionWords as attributeWords } from '../shared/format.ts';

type Variant = { attributes: { name: string; value: string }[]; unlimited: boolean; qtyInStock: number };

export const optionWords = (v: Variant) => attributeWords(v.attributes, 'No options');

export const stockText = (v: Variant) => (v.unlimited ? 'Unlimited' : `${v.qtyInStock} in stock`);
