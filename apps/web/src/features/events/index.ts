export { useActiveEvents } from './hooks/use-active-events.ts';
