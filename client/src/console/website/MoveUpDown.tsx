// Move up / Move down of one entry of an ordered list (a page, a block); a button is absent at the list's end. Each
// carries data-move (and data-page for a page) so the focus can find it again once the list is drawn in its new order.

type Way = 'up' | 'down';
const WAYS: { way: Way; step: number }[] = [
  { way: 'up', step: -1 },
  { way: 'down', step: 1 },
];

type Props = { name: string; index: number; count: number; busy?: boolean; page?: string; onMove: (to: number, way: Way) => void };

export function MoveUpDown({ name, index, count, busy, page, onMove }: Props) {
  return WAYS.map(({ way, step }) => {
    const to = index + step;
    if (to < 0 || to >= count) return null;
    return (
      <button
        key={way}
        type="button"
        className="console-secondary"
        disabled={busy}
        data-page={page}
        data-move={way}
        onClick={() => onMove(to, way)}
        aria-label={`Move ${name} ${way}`}
      >
        Move {way}
      </button>
    );
  });
}
