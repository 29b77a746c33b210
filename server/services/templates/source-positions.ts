// Line and column (both from 1) of an offset in a template's text, for the errors shown to the owner.

export type SourcePosition = { line: number; column: number };

/** Finds positions by binary search over the offsets where lines start. */
export function positionFinder(text: string): (offset: number) => SourcePosition {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return (offset) => {
    const at = Math.max(0, Math.min(offset, text.length));
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= at) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: at - lineStarts[low] + 1 };
  };
}
