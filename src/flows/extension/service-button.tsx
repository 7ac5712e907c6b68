import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

interface Point {
  x: number;
  y: number;
}

/** Pixels a press may wander before it counts as a drag rather than a tap. */
const DRAG_THRESHOLD = 6;
const KEY_STEP = 16;
const ARROWS: Record<string, Point> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };

function clampToScreen(p: Point, el: HTMLElement | null): Point {
  const w = el?.offsetWidth ?? 0;
  const h = el?.offsetHeight ?? 0;
  return {
    x: Math.round(Math.min(Math.max(0, p.x), Math.max(0, window.innerWidth - w))),
    y: Math.round(Math.min(Math.max(0, p.y), Math.max(0, window.innerHeight - h))),
  };
}

/**
 * A floating button the borrower can drag out of the way (pointer events, kept inside the screen)
 * or move with the arrow keys; a tap, Enter or Space opens `onOpen`.
 */
export function ServiceButton({ label, hint, onOpen }: { label: string; hint: string; onOpen: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const [pos, setPos] = useState<Point | null>(null);
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);
  const dragged = useRef(false);

  const origin = (): Point => {
    if (pos) return pos;
    const r = ref.current?.getBoundingClientRect();
    return { x: r?.left ?? 0, y: r?.top ?? 0 };
  };

  useEffect(() => {
    const onResize = () => setPos((p) => (p ? clampToScreen(p, ref.current) : p));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    drag.current = { start: { x: e.clientX, y: e.clientY }, origin: origin(), moved: false };
    dragged.current = false;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.start.x;
    const dy = e.clientY - d.start.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    d.moved = true;
    setPos(clampToScreen({ x: d.origin.x + dx, y: d.origin.y + dy }, ref.current));
  };
  const endDrag = () => {
    dragged.current = drag.current?.moved ?? false;
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const dir = ARROWS[e.key];
    if (!dir) return;
    e.preventDefault();
    const step = e.shiftKey ? KEY_STEP * 3 : KEY_STEP;
    const o = origin();
    setPos(clampToScreen({ x: o.x + dir.x * step, y: o.y + dir.y * step }, ref.current));
  };

  return (
    <>
      <button
        ref={ref}
        type="button"
        className="service-fab"
        aria-label={label}
        aria-describedby={hintId}
        style={pos ? { left: pos.x, top: pos.y, right: 'auto', bottom: 'auto' } : undefined}
        data-testid="service-button"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        onClick={() => {
          // The click that ends a drag is not a tap.
          if (dragged.current) {
            dragged.current = false;
            return;
          }
          onOpen();
        }}
      >
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a8 8 0 0 0-8 8v5a3 3 0 0 0 3 3h1v-7H6v-1a6 6 0 0 1 12 0v1h-2v7h2v1h-5v2h5a2 2 0 0 0 2-2v-1a3 3 0 0 0 2-2.8V10a8 8 0 0 0-8-8z"
          />
        </svg>
      </button>
      <span id={hintId} className="visually-hidden">
        {hint}
      </span>
    </>
  );
}
