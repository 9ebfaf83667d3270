export { createFrameScheduler } from './scheduler.ts';
export type { FrameScheduler, FrameClock, FrameTask } from './scheduler.ts';
export { createListenerStore } from './listeners.ts';
export type { ListenerStore } from './listeners.ts';
export { createWhenNeeded } from './when-needed.ts';
export type { WhenNeeded, WhenNeededEnvironment } from './when-needed.ts';
export { isMobile, PHONE_MAX_WIDTH } from './mobile.ts';
export type { MobileEnvironment } from './mobile.ts';
