export { useCountdown } from '../../../shared/hooks/use-countdown';
