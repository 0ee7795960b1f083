import { lazy, Suspense } from 'react';
import type { ShellDialogProps } from './shell-dialog-view';

/** Few visits open a dialog: its code is fetched on the first one. */
const View = lazy(() => import(/* webpackChunkName: "deferred-dialog" */ './shell-dialog-view').then((m) => ({ default: m.ShellDialogView })));

/** The shell's modal (see ShellDialogView). */
export function ShellDialog(props: ShellDialogProps) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
