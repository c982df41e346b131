import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

type Document = InstanceType<typeof PDFDocument>;

// PT Sans (ParaType, SIL Open Font License) has Cyrillic drawn by its own designers; only the glyphs used
// are embedded (PDFKit subsets TrueType fonts), so a summary carries tens of kilobytes of font, not 280.
const fontFiles = {
  regular: require.resolve('@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf'),
};
let fontData: { regular: Buffer; bold: Buffer } | undefined;
/** The two faces, read from disk once per process. */
const fonts = () =>
  (fontData ??= { regular: readFileSync(fontFiles.regular), bold: readFileSync(fontFiles.bold) });

const margin = 56;
const ink = '#1f2a30';
const muted = '#55626b';
const rule = '#c9d1d6';

interface BarChartSeries {
  label: string;
  colour: string;
  values: readonly number[];
}

/** The few things a section draws, on A4 with page breaks, page numbers and the fonts embedded. */
export interface SummaryPdf {
  heading(text: string): void;
  paragraph(text: string, options?: { muted?: boolean; bold?: boolean; size?: number }): void;
  /** A light box with a title: the note on what the figures are. */
  note(title: string, text: string): void;
  /** Vertical bars per label, stacked when there are several series, with the largest value on the axis. */
  barChart(options: { labels: readonly string[]; series: readonly BarChartSeries[]; unit: string }): void;
  gap(points?: number): void;
}

function keepRoom(doc: Document, height: number) {
  if (doc.y + height > doc.page.height - margin - 20) doc.addPage();
}

function barChartOn(doc: Document, options: Parameters<SummaryPdf['barChart']>[0]) {
  const { labels, series, unit } = options;
  const height = 120;
  const legendHeight = series.length > 1 ? 14 * Math.ceil(series.length / 3) + 6 : 0;
  keepRoom(doc, height + 40 + legendHeight);
  const left = margin + 28;
  const width = doc.page.width - margin - left;
  const top = doc.y + 6;
  const totals = labels.map((_, index) => series.reduce((sum, item) => sum + (item.values[index] ?? 0), 0));
  const largest = Math.max(1, ...totals);
  const slot = width / Math.max(1, labels.length);
  const barWidth = Math.max(2, Math.min(28, slot * 0.7));

  doc.lineWidth(0.5).strokeColor(rule);
  doc
    .moveTo(left, top)
    .lineTo(left + width, top)
    .dash(2, { space: 2 })
    .stroke()
    .undash();
  doc
    .moveTo(left, top + height)
    .lineTo(left + width, top + height)
    .stroke();
  doc.font('regular').fontSize(7).fillColor(muted);
  doc.text(String(largest), margin, top - 3, { width: 24, align: 'right' });
  doc.text('0', margin, top + height - 3, { width: 24, align: 'right' });
  doc.text(unit, margin, top + height / 2 - 3, { width: 26, align: 'right' });

  labels.forEach((label, index) => {
    const x = left + index * slot + (slot - barWidth) / 2;
    let base = top + height;
    for (const item of series) {
      const value = item.values[index] ?? 0;
      if (value <= 0) continue;
      const barHeight = (value / largest) * height;
      doc.rect(x, base - barHeight, barWidth, barHeight).fill(item.colour);
      base -= barHeight;
    }
    // Every label when they fit, else every few, so dates never overlap.
    const every = Math.ceil(labels.length / Math.max(1, Math.floor(width / 34)));
    if (index % every === 0) {
      doc.font('regular').fontSize(6.5).fillColor(muted);
      doc.text(label, left + index * slot - 8, top + height + 4, { width: slot + 16, align: 'center' });
    }
  });
  doc.y = top + height + 18;
  if (series.length > 1) {
    series.forEach((item, index) => {
      const x = margin + (index % 3) * 160;
      const y = doc.y + Math.floor(index / 3) * 14;
      doc.rect(x, y + 2, 8, 8).fill(item.colour);
      doc
        .font('regular')
        .fontSize(8.5)
        .fillColor(ink)
        .text(item.label, x + 12, y, { lineBreak: false });
    });
    doc.y += legendHeight;
  }
  doc.x = margin;
  doc.fillColor(ink);
}

function summaryPdfOn(doc: Document): SummaryPdf {
  const textWidth = doc.page.width - 2 * margin;
  return {
    heading(text) {
      // A heading starts a new page unless its lead and the start of its chart or list fit below it.
      keepRoom(doc, 190);
      doc
        .moveDown(0.6)
        .font('bold')
        .fontSize(13)
        .fillColor(ink)
        .text(text, margin, doc.y, { width: textWidth });
      doc.moveDown(0.2);
    },
    paragraph(text, options = {}) {
      doc
        .font(options.bold ? 'bold' : 'regular')
        .fontSize(options.size ?? 10)
        .fillColor(options.muted ? muted : ink);
      // Two lines' room, so a heading line never ends a page alone; longer text flows on to the next page.
      keepRoom(doc, doc.currentLineHeight(true) * 2.5);
      doc.text(text, margin, doc.y, { width: textWidth, lineGap: 1.5 });
    },
    note(title, text) {
      doc.font('regular').fontSize(9);
      const height = doc.heightOfString(text, { width: textWidth - 20 }) + 34;
      keepRoom(doc, height);
      const top = doc.y;
      doc.roundedRect(margin, top, textWidth, height, 4).lineWidth(0.75).fillAndStroke('#f2f6f7', rule);
      doc
        .font('bold')
        .fontSize(10)
        .fillColor(ink)
        .text(title, margin + 10, top + 8, { width: textWidth - 20 });
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(ink)
        .text(text, { width: textWidth - 20, lineGap: 1 });
      doc.y = top + height + 6;
      doc.x = margin;
    },
    barChart: (options) => barChartOn(doc, options),
    gap(points = 6) {
      doc.y += points;
    },
  };
}

/**
 * Draws a summary into an A4 PDF: `draw` fills the pages, then each page gets its footer ("Page 1 of 3")
 * once the count is known. Resolves to the whole file.
 */
export function renderPdf(
  meta: { title: string; language: string; footer: (page: number, pages: number) => string },
  draw: (pdf: SummaryPdf, doc: Document) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    lang: meta.language,
    displayTitle: true,
    info: { Title: meta.title, Producer: 'Steady', Creator: 'Steady' },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts().regular);
  doc.registerFont('bold', fonts().bold);
  doc.font('regular');
  draw(summaryPdfOn(doc), doc);
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - margin / 2 - 8;
    // Writing inside the bottom margin would start a new page; lift the margin while the footer is written.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(muted);
    doc.text(meta.footer(index + 1, count), margin, bottom, {
      width: doc.page.width - 2 * margin,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  return finished;
}
