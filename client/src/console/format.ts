// Display helpers of the console: counts, rates, web-vital values and ratings in words.

const counts = new Intl.NumberFormat('en-US');

export const formatCount = (n: number) => counts.format(n);

export function formatRate(rate: number | null | undefined): string {
  return rate == null ? '—' : `${(rate * 100).toFixed(1)}%`;
}

/** p75 in milliseconds (CLS is unitless). */
export function formatVital(metric: string, p75: number | null | undefined): string {
  if (p75 == null) return '—';
  return metric === 'CLS' ? p75.toFixed(3) : `${Math.round(p75)} ms`;
}

const RATINGS: Record<string, string> = { GOOD: 'Good', NEEDS_IMPROVEMENT: 'Needs improvement', POOR: 'Poor' };

export const ratingWords = (rating: string | null | undefined) => (rating ? (RATINGS[rating] ?? rating) : 'No data');
