import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { useCountdown } from '../hooks/use-countdown';

interface CountdownDialogProps {
  title: string;
  message: (seconds: number) => string;
  from: number;
  stayLabel: string;
  leaveLabel: string;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * docs/product.md#sign-in logout alert: staying is the safe default (focused first, Escape); 0 means leave.
 */
export function CountdownDialog(props: CountdownDialogProps) {
  const { title, message, from, stayLabel, leaveLabel, onStay, onLeave } = props;
  const seconds = useCountdown(from, onLeave);
  return (
    <ConfirmDialog
      open
      title={title}
      message={message(seconds)}
      confirmLabel={leaveLabel}
      cancelLabel={stayLabel}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
