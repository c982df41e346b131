import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { safetyPlanParts, type SafetyPlan, type SafetyPlanPart } from '@steady/contracts';
import {
  Alert,
  Button,
  CrisisNumbers,
  HealthConsentPrompt,
  needsHealthConsent,
  Row,
  Stack,
  useErrorMessage,
} from '@steady/ui';
import { draftOf, toRequest, type PlanDraft } from '../model/plan-draft';
import { PlanLinksField } from './PlanLinksField';
import { PlanPartFields } from './PlanPartFields';
import { PrintablePlan } from './PrintablePlan';

interface SafetyPlanFormProps {
  plan: SafetyPlan;
  onSave: (draft: PlanDraft, previous: SafetyPlan) => Promise<void>;
}

/** The six parts, editable; Save keeps them, Print prints them (the form itself never reaches paper). */
export function SafetyPlanForm({ plan, onSave }: SafetyPlanFormProps) {
  const errorMessage = useErrorMessage();
  const [draft, setDraft] = useState<PlanDraft>(() => draftOf(plan));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave(draft, plan);
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(false);
    }
  };
  const setPart = (part: SafetyPlanPart) => (lines: string[]) => setDraft({ ...draft, [part]: lines });

  return (
    <>
      <form
        data-print="hide"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack $gap={5}>
          {safetyPlanParts.map((part) => (
            <PlanPartFields key={part} part={part} lines={draft[part]} onChange={setPart(part)}>
              {part === 'professionals' && (
                <p>
                  <strong>
                    <CrisisNumbers />
                  </strong>
                </p>
              )}
              {part === 'onMyOwn' && (
                <PlanLinksField links={draft.links} onChange={(links) => setDraft({ ...draft, links })} />
              )}
            </PlanPartFields>
          ))}
          {error !== null && !needsHealthConsent(error) && <Alert tone="error">{errorMessage(error)}</Alert>}
          <HealthConsentPrompt error={error} onGranted={() => void save()} />
          <Row $gap={3}>
            <Button type="submit" disabled={saving}>
              <FormattedMessage id={saving ? 'safetyPlan.saving' : 'safetyPlan.save'} />
            </Button>
            <Button $variant="secondary" onClick={() => window.print()}>
              <FormattedMessage id="safetyPlan.print" />
            </Button>
          </Row>
        </Stack>
      </form>
      <PrintablePlan plan={toRequest(draft)} updatedAt={plan.updatedAt} />
    </>
  );
}
