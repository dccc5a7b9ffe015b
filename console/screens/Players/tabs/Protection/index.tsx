import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { LoadState } from '../../../../components/Loading';
import { useFeature, useStores } from '../../../../stores/context';
import { PlayerProtectionStore } from '../../../../stores/PlayerProtectionStore';
import { PlayerStore } from '../../../../stores/PlayerStore';
import { BlockForm } from './BlockForm';
import { BlockState } from './BlockState';
import { History } from './History';
import { Limits } from './Limits';
import { LowerLimitForm } from './LowerLimitForm';

/**
 * The player's protection: limits with what is used and pending, the session limit and reality
 * check, the block in force and the history. The forms show only to operators who may use them
 * (limits.reduce, players.block); the server enforces the same permissions.
 */
export const Protection = observer(function Protection() {
  const { session } = useStores();
  const player = useFeature(PlayerStore);
  const protection = useFeature(PlayerProtectionStore);
  useEffect(() => {
    if (player.id !== null) void protection.load(player.id);
  }, [protection, player.id]);
  const value = protection.playerId === player.id ? protection.protection.value : null;
  return (
    <>
      <LoadState of={protection.protection} />
      {value && (
        <>
          <BlockState block={value.block} />
          <Limits value={value} />
          {session.may('limits.reduce') && <LowerLimitForm />}
          {session.may('players.block') && <BlockForm />}
          <History events={value.history} />
        </>
      )}
    </>
  );
});
