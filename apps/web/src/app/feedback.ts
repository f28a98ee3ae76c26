/**
 * The toast channel used outside React (the HTTP client). The antd provider swaps in the context-aware
 * `App.useApp().message` once mounted; until then messages are queued (the console is the last resort).
 */
export interface Feedback {
  success(content: string): void;
  error(content: string): void;
  warning(content: string): void;
  info(content: string): void;
}

type Level = keyof Feedback;
let target: Feedback | null = null;
const queue: Array<[Level, string]> = [];

export function setFeedbackTarget(next: Feedback | null): void {
  target = next;
  if (!next) return;
  for (const [level, content] of queue.splice(0)) next[level](content);
}

const send = (level: Level) => (content: string) => {
  if (target) target[level](content);
  else queue.push([level, content]);
};

export const feedback: Feedback = {
  success: send('success'),
  error: send('error'),
  warning: send('warning'),
  info: send('info'),
};
