import { bookingMachine } from './machines/booking.machine';
import { authMachine } from './machines/auth.machine';
import { deriveModel, analyseModel, measureCoverage, formatCoverage } from './scripts/lib/statechart-model';
for (const [m, o] of [[bookingMachine, { facts: { returnLeg: false }, setsFacts: { 'askingReturnTrip:returnTrip.accept#0': { returnLeg: true }, '(root):booking.reset#0': { returnLeg: false } }, factGuards: { 'nextStep:always#0': (f: any) => f.returnLeg, 'nextStep:always#1': (f: any) => !f.returnLeg } }], [authMachine, {}]] as const) {
  const d = deriveModel(m as any, o as any);
  const a = analyseModel(d);
  console.log(d.transitions.map(t => `${t.key} [${t.guard}] -> ${t.targets}`).join('\n'));
  console.log(a.paths.length, a.paths.map(p => p.steps.map(s => s.event.branch).join(' | ')).join('\n'));
  console.log(formatCoverage(measureCoverage(d, a, a.paths)));
}
