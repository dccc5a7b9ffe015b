import { useNavigate } from 'react-router-dom';
import { useStores } from '../stores';

/** Starts a free trial (§4) and opens the page it leads to (/m/home). */
export function useStartTrial(): () => Promise<void> {
  const { auth } = useStores();
  const navigate = useNavigate();
  return async () => {
    const next = await auth.startTrial();
    if (next) navigate(next, { replace: true });
  };
}
