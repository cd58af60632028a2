export { Countdown, timeLeft, type CountdownProps } from '#countdown/countdown.tsx';
