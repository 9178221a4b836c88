import LockOutlined from '@mui/icons-material/LockOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router-dom';
import type { Plan } from '../providers/dataProvider';
import { usePlan } from '../hooks/usePlan';

interface PlanGatedButtonProps extends Omit<ButtonProps, 'href'> {
  /** Whether the user's plan includes the action. */
  allowed(plan: Plan): boolean;
  /** What the button says when the plan does not include it, e.g. 'Upgrade to connect'. */
  upgradeLabel: string;
}

/** A button for an action some plans include; on the others it becomes a link to the Account Plan page. */
export function PlanGatedButton({ allowed, upgradeLabel, children, ...buttonProps }: PlanGatedButtonProps) {
  const { plan, isPending } = usePlan();
  if (!plan) return isPending ? <Skeleton variant="rounded" width={160} height={40} /> : null;
  if (allowed(plan)) return <Button {...buttonProps}>{children}</Button>;
  return (
    <Button
      variant={buttonProps.variant}
      size={buttonProps.size}
      sx={buttonProps.sx}
      component={RouterLink}
      to="/dashboard/account"
      startIcon={<LockOutlined />}
      data-testid="upgrade-button"
    >
      {upgradeLabel}
    </Button>
  );
}
