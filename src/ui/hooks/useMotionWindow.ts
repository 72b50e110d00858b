import { useEffect, useState, type RefObject } from 'react';

export interface MotionWindowOptions {
  /** the window opens on mount too (an entry animation), not only on a change */
  fromMount?: boolean;
  /** the element whose own animations and transitions are brought to their end when the window closes */
  element?: RefObject<Element | null>;
}

/** Ends `element`'s own finite animations and transitions at their final state (an infinite one, a spinner, runs on). */
function finishAnimations(element: Element | null | undefined): void {
  for (const animation of element?.getAnimations?.() ?? []) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
}

/**
 * Whether an animation of `value`'s last change may still run: true from the change (and from mount, with
 * `fromMount`) until `ms` later, by a timer. The classes that animate are applied only while this holds, and the
 * timer finishes what still runs, so the element shows its final state at once: a view change never waits on
 * animationend or transitionend, or on animations that stop advancing when the page's frames are throttled.
 */
export function useMotionWindow<T>(value: T, ms: number, { fromMount = false, element }: MotionWindowOptions = {}): boolean {
  const [settled, setSettled] = useState<{ value: T } | null>(fromMount ? null : { value });
  const moving = settled === null || !Object.is(settled.value, value);
  useEffect(() => {
    if (!moving) return undefined;
    const timer = setTimeout(() => {
      finishAnimations(element?.current);
      setSettled({ value });
    }, ms);
    return () => clearTimeout(timer);
  }, [moving, value, ms, element]);
  return moving;
}
