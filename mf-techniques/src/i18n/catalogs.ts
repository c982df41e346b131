import { defineCatalogs } from '@steady/ui';
import { audioMessages } from './messages/audio';
import { brainDumpMessages } from './messages/brain-dump';
import { breathingMessages } from './messages/breathing';
import { checkInMessages } from './messages/check-in';
import { commonMessages } from './messages/common';
import { dynamicBreakMessages } from './messages/dynamic-break';
import { fiveMinuteRuleMessages } from './messages/five-minute-rule';
import { gratitudeMessages } from './messages/gratitude';
import { groundingMessages } from './messages/grounding';
import { muscleStretchingMessages } from './messages/muscle-stretching';
import { offlineAudioMessages } from './messages/offline-audio';
import { oneMinuteRuleMessages } from './messages/one-minute-rule';
import { pomodoroMessages } from './messages/pomodoro';
import { runningToolMessages } from './messages/running-tool';
import { stopMessages } from './messages/stop';
import { stuckToStartedMessages } from './messages/stuck-to-started';
import { tenseReleaseMessages } from './messages/tense-release';
import { timerViewMessages } from './messages/timer-view';
import { voiceMessages } from './messages/voice';

/**
 * This remote's catalogs, assembled from one part per tool. Each part pairs its English and Russian texts,
 * so a missing translation is a type error where the text is written; the whole is checked again here.
 */
export const catalogs = defineCatalogs(
  {
    ...commonMessages.en,
    ...breathingMessages.en,
    ...groundingMessages.en,
    ...pomodoroMessages.en,
    ...tenseReleaseMessages.en,
    ...brainDumpMessages.en,
    ...gratitudeMessages.en,
    ...oneMinuteRuleMessages.en,
    ...fiveMinuteRuleMessages.en,
    ...dynamicBreakMessages.en,
    ...muscleStretchingMessages.en,
    ...stopMessages.en,
    ...stuckToStartedMessages.en,
    ...audioMessages.en,
    ...offlineAudioMessages.en,
    ...runningToolMessages.en,
    ...timerViewMessages.en,
    ...checkInMessages.en,
    ...voiceMessages.en,
  },
  {
    ...commonMessages.ru,
    ...breathingMessages.ru,
    ...groundingMessages.ru,
    ...pomodoroMessages.ru,
    ...tenseReleaseMessages.ru,
    ...brainDumpMessages.ru,
    ...gratitudeMessages.ru,
    ...oneMinuteRuleMessages.ru,
    ...fiveMinuteRuleMessages.ru,
    ...dynamicBreakMessages.ru,
    ...muscleStretchingMessages.ru,
    ...stopMessages.ru,
    ...stuckToStartedMessages.ru,
    ...audioMessages.ru,
    ...offlineAudioMessages.ru,
    ...runningToolMessages.ru,
    ...timerViewMessages.ru,
    ...checkInMessages.ru,
    ...voiceMessages.ru,
  },
);
