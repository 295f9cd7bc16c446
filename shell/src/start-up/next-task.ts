/**
 * Settles in a task of its own, after the browser has had the thread back (to handle input, or
 * to draw a frame that is due). A message rather than a timer: a page opened in a background tab
 * has its timers held back to one a second, and its start must not wait for that.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
