import { useUserData } from '../../logic/use-logic';
import { Button } from '../../components';
import { PassNumberPromptDialog } from './pass-number-prompt-dialog';
import { stackedList } from '../../../styles/utilities.css';

/**
 * product §2/§4 pass number selection dialog: shown once per login session when the traveller has more than one
 * pass number; lists each by alias (or number). Choosing sends `passNumber.select` to the user data, which reloads
 * the budget and has the session scope later requests (`X-Pass-Number`); closing sends `passNumber.dismiss` (the budget card still offers the
 * chooser).
 */
export function PassNumberSelectionDialog() {
  const userData = useUserData();
  return (
    <PassNumberPromptDialog prompt="selection">
      {(passNumbers) => (
        <ul className={stackedList}>
          {passNumbers.map((p) => (
            <li key={p.passNumber}>
              <Button
                variant="secondary"
                fullWidth
                onClick={() => userData?.send({ type: 'passNumber.select', passNumber: p.passNumber })}
              >
                {p.alias ? `${p.alias} (${p.passNumber})` : p.passNumber}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </PassNumberPromptDialog>
  );
}
