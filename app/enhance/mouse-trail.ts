/**
 * A dot every 100 ms behind a mouse pointer, fading over one second (DESIGN section 2). Off under reduced motion
 * and on touch-only devices; the dots never take the pointer and are hidden from assistive technology.
 */
export const TRAIL_INTERVAL_MS = 100;
export const TRAIL_FADE_MS = 1000;

export function startMouseTrail(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const reducedMotion = view.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const touchOnly = !view.matchMedia("(any-pointer: fine)").matches;
  if (reducedMotion || touchOnly) return () => {};

  const layer = doc.createElement("div");
  layer.setAttribute("aria-hidden", "true");
  layer.dataset.mouseTrail = "";
  layer.style.cssText = "position:fixed;inset:0;pointer-events:none;z-index:60;overflow:hidden";
  doc.body.append(layer);

  let last = 0;
  const onMove = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || event.timeStamp - last < TRAIL_INTERVAL_MS) return;
    last = event.timeStamp;
    const dot = doc.createElement("span");
    dot.style.cssText =
      `position:absolute;left:${event.clientX - 4}px;top:${event.clientY - 4}px;width:8px;height:8px;` +
      `border-radius:9999px;background:radial-gradient(circle,#f5d77a 0%,#d9a5c8 70%,transparent 100%);` +
      `transition:opacity ${TRAIL_FADE_MS}ms ease-out,transform ${TRAIL_FADE_MS}ms ease-out`;
    layer.append(dot);
    view.requestAnimationFrame(() => {
      dot.style.opacity = "0";
      dot.style.transform = "translateY(6px) scale(0.4)";
    });
    view.setTimeout(() => dot.remove(), TRAIL_FADE_MS);
  };
  doc.addEventListener("pointermove", onMove, { passive: true });
  return () => {
    doc.removeEventListener("pointermove", onMove);
    layer.remove();
  };
}
