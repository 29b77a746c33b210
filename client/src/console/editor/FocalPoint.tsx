// The focal point picker: a click on the image sets x / y (0 to 1 across and down, as updateProductImage takes them);
// from the keyboard the arrow keys move it by 5 %, and the two number inputs take exact percentages.
import type { KeyboardEvent, MouseEvent } from 'react';

export type Point = { x: number; y: number };

const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
const STEP = 0.05;
const KEYS: Record<string, Point> = {
  ArrowLeft: { x: -STEP, y: 0 },
  ArrowRight: { x: STEP, y: 0 },
  ArrowUp: { x: 0, y: -STEP },
  ArrowDown: { x: 0, y: STEP },
};

type Props = {
  src: string;
  alt: string;
  size: { width: number; height: number };
  point: Point;
  onChange: (p: Point) => void;
  idPrefix: string;
};

export function FocalPoint({ src, alt, size, point, onChange, idPrefix }: Props) {
  const percent = (n: number) => Math.round(n * 100);
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    onChange({ x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) });
  };
  const key = (e: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEYS[e.key];
    if (!move) return;
    e.preventDefault();
    onChange({ x: clamp(point.x + move.x), y: clamp(point.y + move.y) });
  };
  const input = (axis: 'x' | 'y', label: string) => (
    <label>
      {label}
      <input
        id={`${idPrefix}-focal-${axis}`}
        type="number"
        min={0}
        max={100}
        value={percent(point[axis])}
        onChange={(e) => onChange({ ...point, [axis]: clamp(Number(e.target.value) / 100) })}
      />
    </label>
  );
  return (
    <div>
      <button
        type="button"
        className="editor-focal"
        onClick={click}
        onKeyDown={key}
        aria-label={`Focal point of ${alt}: ${percent(point.x)}% across, ${percent(point.y)}% down. Click the image or use the arrow keys to move it.`}
      >
        <img src={`${src}?format=300w`} alt="" width={size.width} height={size.height} />
        <span className="editor-focal-dot" style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }} />
      </button>
      <div className="editor-actions">
        {input('x', 'Focal point across (%)')}
        {input('y', 'Focal point down (%)')}
      </div>
    </div>
  );
}
