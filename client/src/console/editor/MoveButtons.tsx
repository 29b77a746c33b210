// Up and Down for one entry of an ordered list (collections, variants, images); a button is absent at its end.

type Props = { name: string; busy: boolean; onUp?: () => void; onDown?: () => void };

export function MoveButtons({ name, busy, onUp, onDown }: Props) {
  return (
    <>
      {onUp && (
        <button type="button" className="console-secondary" aria-label={`Move ${name} up`} disabled={busy} onClick={onUp}>
          Up
        </button>
      )}
      {onDown && (
        <button type="button" className="console-secondary" aria-label={`Move ${name} down`} disabled={busy} onClick={onDown}>
          Down
        </button>
      )}
    </>
  );
}
