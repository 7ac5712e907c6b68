// Resolves in a new task of the event loop (a message event, which is not clamped like nested
// timers): work split with it never adds up to one long task on a slow phone.
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
