import { nextTask } from './next-task';

describe('nextTask', () => {
  it("settles in a later task, not among the current task's microtasks", async () => {
    let settled = false;
    const next = nextTask().then(() => {
      settled = true;
    });
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(settled).toBe(false);
    await next;
    expect(settled).toBe(true);
  });
});
