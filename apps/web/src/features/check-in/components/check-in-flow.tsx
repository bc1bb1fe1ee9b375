import type { CheckInCustomer, SelfRegisterResponse } from '@shop/shared';
import { useState } from 'react';
import { ExistingCustomerStep } from './existing-customer-step.tsx';
import { type LookupOutcome, LookupStep, type LookupValues } from './lookup-step.tsx';
import { NewCustomerStep } from './new-customer-step.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { SuccessPanel } from './success-panel.tsx';

type Step =
  | { kind: 'lookup'; typed: LookupValues; focus: boolean }
  | { kind: 'existing'; customer: CheckInCustomer; typed: LookupValues }
  | { kind: 'new'; contact: LookupOutcome['contact']; typed: LookupValues }
  | { kind: 'done'; result: SelfRegisterResponse };

const EMPTY_LOOKUP: LookupValues = { email: '', phone: '' };
const START: Step = { kind: 'lookup', typed: EMPTY_LOOKUP, focus: false };

/**
 * The kiosk's three steps (docs/product-rules.md#check-in-kiosk): lookup, then the existing
 * customer's check-in or the new customer's registration, then the success panel. Back returns to
 * the lookup with what was typed; Next Customer starts afresh.
 */
export function CheckInFlow() {
  const [step, setStep] = useState<Step>(START);
  const backToLookup = (typed: LookupValues) => setStep({ kind: 'lookup', typed, focus: true });
  const done = (result: SelfRegisterResponse) => setStep({ kind: 'done', result });

  return (
    <div className="grid grid-cols-1 gap-6 sm:gap-8">
      <StepIndicator
        stage={step.kind === 'lookup' ? 'lookup' : step.kind === 'done' ? 'done' : 'details'}
      />
      <div
        key={step.kind}
        className="animate-fade-in rounded-[2rem] border border-charcoal-900/5 bg-white p-5 shadow-card sm:p-8 lg:p-10"
      >
        {step.kind === 'lookup' && (
          <LookupStep
            initialValues={step.typed}
            focusOnShow={step.focus}
            onResult={({ typed, contact, customer }) =>
              setStep(
                customer ? { kind: 'existing', customer, typed } : { kind: 'new', contact, typed },
              )
            }
          />
        )}
        {step.kind === 'existing' && (
          <ExistingCustomerStep
            customer={step.customer}
            onBack={() => backToLookup(step.typed)}
            onDone={done}
          />
        )}
        {step.kind === 'new' && (
          <NewCustomerStep
            contact={step.contact}
            onBack={() => backToLookup(step.typed)}
            onDone={done}
          />
        )}
        {step.kind === 'done' && (
          <SuccessPanel
            result={step.result}
            onNextCustomer={() => setStep({ kind: 'lookup', typed: EMPTY_LOOKUP, focus: true })}
          />
        )}
      </div>
    </div>
  );
}
