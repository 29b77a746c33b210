// Words and numbers of the orders screens, apart from React: billing periods, gift card code ends, amounts typed in a
// currency (statuses read as words with shared/format.ts).

/** "month" for 1 MONTH, "3 months" for 3. */
export const period = (value: number, unit: string) => (value === 1 ? unit.toLowerCase() : `${value} ${unit.toLowerCase()}s`);

/** "ABCD-EFGH-JKLM-NPQR" → "NPQR". */
export const codeEnd = (code: string) => code.replace(/[^0-9A-Za-z]/g, '').slice(-4);

/** "10.50" → 1050 with 2 decimals; null when it is not such an amount. */
export function minorUnits(text: string, decimals: number): number | null {
  const pattern = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`) : /^\d+$/;
  if (!pattern.test(text)) return null;
  const [whole, part = ''] = text.split('.');
  return Number(whole) * 10 ** decimals + Number(part.padEnd(decimals, '0') || '0');
}
