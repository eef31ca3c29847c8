// Work that should not hold up the frame a tap is waiting for: it runs in a task after the next
// frame, once the browser has painted what the tap changed. Returns a function that cancels it.

export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A timer set in a frame's animation callback fires after that frame's paint.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
