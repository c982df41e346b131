import { defineCatalogs } from '@steady/ui';
import type { CsvColumn } from '../../features/data-export/model/csv';

type ColumnNames = Record<`selfService.export.column.${CsvColumn}`, string>;

/** The header row of the exported CSVs, in the reader's language (the column order never changes). */
export const exportColumnMessages = defineCatalogs(
  {
    'selfService.export.column.date': 'Date',
    'selfService.export.column.kind': 'Kind of entry',
    'selfService.export.column.state': 'State code',
    'selfService.export.column.stateName': 'State',
    'selfService.export.column.text': 'Text',
    'selfService.export.column.tags': 'Tags',
    'selfService.export.column.techniques': 'Technique codes',
    'selfService.export.column.techniqueNames': 'Techniques',
    'selfService.export.column.effectiveness': 'How much it helped',
    'selfService.export.column.feelingBefore': 'Feeling before',
    'selfService.export.column.feelingAfter': 'Feeling after',
    'selfService.export.column.xpEarned': 'XP earned',
  } satisfies ColumnNames,
  {
    'selfService.export.column.date': 'Дата',
    'selfService.export.column.kind': 'Тип записи',
    'selfService.export.column.state': 'Код состояния',
    'selfService.export.column.stateName': 'Состояние',
    'selfService.export.column.text': 'Текст',
    'selfService.export.column.tags': 'Теги',
    'selfService.export.column.techniques': 'Коды техник',
    'selfService.export.column.techniqueNames': 'Техники',
    'selfService.export.column.effectiveness': 'Насколько помогло',
    'selfService.export.column.feelingBefore': 'Самочувствие до',
    'selfService.export.column.feelingAfter': 'Самочувствие после',
    'selfService.export.column.xpEarned': 'Получено XP',
  },
);
