#include "app/reports/pdf_report.h"

#include "app/theme/theme.h"

#include <QAbstractTextDocumentLayout>
#include <QFile>

namespace s21::app {

QString reportStyle()
{
    using namespace theme;
    return QStringLiteral(
               "<style>h1 { color: %1; font-size: %10pt; margin: 0; }"
               " h2 { color: %1; font-size: %11pt; margin-top: 14px; margin-bottom: 4px; }"
               " p { font-size: %12pt; color: %2; margin: 2px 0; } p.note { color: %3; font-size: %13pt; }"
               " table { border-collapse: collapse; } th { background: %4; color: %5; text-align: left;"
               " padding: 3px 6px; font-size: %14pt; white-space: nowrap; }"
               " td { padding: 2px 6px; font-size: %14pt; border-bottom: 1px solid %6; vertical-align: top; }"
               " .n { text-align: right; white-space: nowrap; } .k { white-space: nowrap; } .quiet { color: %7; }"
               " .over { color: %8; } .ok { color: %9; }</style>")
        .arg(kPaperGold.name(), kReportText.name(), kReportNote.name(), kReportHeaderFill.name(),
             kReportHeaderInk.name(), kReportRowRule.name(), kReportQuiet.name(), kFailed.name(), kPassed.name(),
             QString::number(kReportHeadingPt), QString::number(kReportSectionPt), QString::number(kReportTextPt),
             QString::number(kReportNotePt), QString::number(kReportTablePt));
}

PdfReport::PdfReport(const QString& file, const QString& title, QString footer)
    : file_(file), footer_(std::move(footer)), writer_(file)
{
    writer_.setPageSize(QPageSize(QPageSize::A4));
    writer_.setPageMargins(QMarginsF(15, 14, 15, 14), QPageLayout::Millimeter);
    writer_.setResolution(96);
    writer_.setTitle(title);
    writer_.setCreator(QStringLiteral("Spanish 21 Dealer Trainer"));
}

bool PdfReport::begin(QString* error)
{
    QFile probe(file_);
    if (probe.open(QIODevice::WriteOnly) && painter_.begin(&writer_))
        return true;
    if (error)
        *error = QObject::tr("Cannot write %1: %2").arg(file_, probe.errorString());
    return false;
}

QRectF PdfReport::page() const { return QRectF(0, 0, writer_.width(), writer_.height()); }

QRectF PdfReport::body() const { return QRectF(0, 0, writer_.width(), writer_.height() - kFooter); }

int PdfReport::layOut(QTextDocument& document, const QString& html, qreal points)
{
    document.documentLayout()->setPaintDevice(&writer_);
    QFont font(painter_.font().family());
    font.setPointSizeF(points);
    document.setDefaultFont(font);
    document.setHtml(html);
    document.setPageSize(body().size());
    return document.pageCount();
}

void PdfReport::paintPages(QTextDocument& document, int firstNumber, int total, bool newPage)
{
    const QRectF area = body();
    for (int i = 0; i < document.pageCount(); ++i) {
        if (newPage || i > 0)
            writer_.newPage();
        painter_.save();
        painter_.translate(0, -area.height() * i);
        document.drawContents(&painter_, QRectF(0, area.height() * i, area.width(), area.height()));
        painter_.restore();
        footer(firstNumber + i, total);
    }
}

void PdfReport::footer(int number, int total)
{
    QFont font = painter_.font();
    font.setPointSizeF(theme::kFooterPt);
    font.setBold(false);
    painter_.setFont(font);
    painter_.setPen(theme::kPaperFooter);
    const QRectF line(0, page().height() - kFooter + 6, page().width(), kFooter - 6);
    painter_.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, footer_);
    painter_.drawText(line, Qt::AlignRight | Qt::AlignVCenter, QObject::tr("page %1 of %2").arg(number).arg(total));
}

} // namespace s21::app
