#include "app/reports/exam_reports.h"

#include "app/reports/pdf_report.h"
#include "app/theme/theme.h"

#include "certification/supervisor_key.h"
#include "records/exam_definitions.h"

#include <QFontMetricsF>
#include <QJsonArray>
#include <QLocale>
#include <QPainter>
#include <QTextDocument>

#include <algorithm>

namespace s21::app {

namespace {

QString dateText(const QDateTime& time)
{
    return QLocale(QLocale::English).toString(time.toUTC().date(), QStringLiteral("d MMMM yyyy"));
}

QString resultText(records::AttemptResult result)
{
    switch (result) {
    case records::AttemptResult::Passed: return QObject::tr("PASSED");
    case records::AttemptResult::Voided: return QObject::tr("VOIDED");
    case records::AttemptResult::Failed: break;
    }
    return QObject::tr("NOT PASSED");
}

QColor resultColour(records::AttemptResult result)
{
    return result == records::AttemptResult::Passed   ? theme::kPassed
           : result == records::AttemptResult::Failed ? theme::kFailed
                                                      : theme::kPaperQuiet;
}

void text(QPainter& painter, const QRectF& area, const QString& words, qreal points, bool bold, const QColor& colour,
          Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter, bool wrap = true)
{
    QFont font = painter.font();
    font.setPointSizeF(points);
    font.setBold(bold);
    painter.setFont(font);
    painter.setPen(colour);
    painter.drawText(area, int(align.toInt() | (wrap ? unsigned(Qt::TextWordWrap) : 0u)), words);
}

} // namespace

bool writeCertificate(const records::AttemptSummary& attempt, const certification::Seal& seal, const QString& file,
                      QString* error)
{
    PdfReport report(file, QObject::tr("Certificate — %1").arg(attempt.traineeName), QString());
    if (!report.begin(error))
        return false;
    QPainter& painter = report.painter();
    const qreal width = report.page().width();
    const qreal height = report.page().height();
    const QColor colour = resultColour(attempt.result);

    painter.setPen(QPen(theme::kPaperGold, 2));
    painter.drawRect(QRectF(0, 0, width, height).adjusted(1, 1, -1, -1));
    painter.setPen(QPen(theme::kPaperGold, 0.6));
    painter.drawRect(QRectF(0, 0, width, height).adjusted(7, 7, -7, -7));

    qreal y = 46;
    text(painter, QRectF(0, y, width, 20), QObject::tr("SPANISH 21 DEALER TRAINER"), theme::kCertificateSchoolPt, true,
         theme::kPaperGold, Qt::AlignCenter);
    y += 30;
    text(painter, QRectF(0, y, width, 40), QObject::tr("Certificate of examination"), theme::kCertificateTitlePt, true,
         theme::kPaperInk, Qt::AlignCenter);
    y += 64;
    text(painter, QRectF(0, y, width, 20), QObject::tr("This is to certify that"), theme::kCertificateLinePt, false,
         theme::kPaperQuiet, Qt::AlignCenter);
    y += 26;
    text(painter, QRectF(0, y, width, 44), attempt.traineeName, theme::kCertificateNamePt, true, theme::kPaperInk,
         Qt::AlignCenter);
    y += 56;
    text(painter, QRectF(0, y, width, 20), QObject::tr("sat the examination"), theme::kCertificateLinePt, false,
         theme::kPaperQuiet, Qt::AlignCenter);
    y += 24;
    text(painter, QRectF(40, y, width - 80, 50), attempt.examTitle, theme::kCertificateExamPt, true, theme::kPaperInk,
         Qt::AlignCenter);
    y += 56;
    text(painter, QRectF(0, y, width, 20),
         QObject::tr("on %1, supervised by %2, with the result")
             .arg(dateText(attempt.startedAt), attempt.supervisorName),
         theme::kCertificateLinePt, false, theme::kPaperQuiet, Qt::AlignCenter);
    y += 30;
    text(painter, QRectF(0, y, width, 44), resultText(attempt.result), theme::kCertificateResultPt, true, colour,
         Qt::AlignCenter);
    y += 50;
    text(painter, QRectF(0, y, width, 22), QObject::tr("%n point(s) of 100 overall", nullptr, attempt.overallPoints),
         theme::kCertificatePointsPt, false, theme::kPaperInk, Qt::AlignCenter);
    y += 44;

    // The parts.
    const qreal left = 90;
    const qreal right = width - 90;
    painter.setPen(QPen(theme::kPaperLine, 1));
    painter.drawLine(QPointF(left, y), QPointF(right, y));
    y += 8;
    // Each part's points on one line, in a column as wide as the widest needs ("100 points" once
    // wrapped in a fixed cell and was cut at the top and bottom).
    QFont pointsFont = painter.font();
    pointsFont.setPointSizeF(theme::kCertificateLinePt);
    pointsFont.setBold(true);
    const QFontMetricsF pointsMetrics(pointsFont, painter.device());
    qreal pointsWidth = 0;
    for (const records::AttemptSummary::Part& part : attempt.parts)
        pointsWidth = std::max(pointsWidth,
                               pointsMetrics.horizontalAdvance(QObject::tr("%n point(s)", nullptr, part.points)) + 4);
    for (const records::AttemptSummary::Part& part : attempt.parts) {
        text(painter, QRectF(left, y, right - left - pointsWidth - 12, 22), part.title, theme::kCertificateLinePt,
             false, theme::kPaperInk);
        text(painter, QRectF(right - pointsWidth, y, pointsWidth, 22), QObject::tr("%n point(s)", nullptr, part.points),
             theme::kCertificateLinePt, true, theme::kPaperInk, Qt::AlignRight | Qt::AlignVCenter, false);
        y += 26;
    }
    painter.setPen(QPen(theme::kPaperLine, 1));
    painter.drawLine(QPointF(left, y), QPointF(right, y));
    y += 14;
    for (const QString& reason : attempt.reasons) {
        text(painter, QRectF(left, y, right - left, 34), reason, theme::kCertificateReasonPt, false, theme::kFailed,
             Qt::AlignHCenter | Qt::AlignTop);
        y += 34;
    }

    // The signature and how to check it.
    const qreal foot = height - 150;
    text(painter, QRectF(left, foot, (right - left) / 2, 18), attempt.supervisorName, theme::kCertificateSupervisorPt,
         true, theme::kPaperInk);
    text(painter, QRectF(left, foot + 20, (right - left) / 2, 16),
         QObject::tr("Supervisor · key %1").arg(certification::shortCode(attempt.supervisorKey)),
         theme::kCertificateSmallPt, false, theme::kPaperQuiet);
    text(painter, QRectF(left, foot + 36, (right - left) / 2, 16),
         QObject::tr("Sealed as result %1 of station %2").arg(seal.sequence).arg(attempt.station.left(8)),
         theme::kCertificateSmallPt, false, theme::kPaperQuiet);
    // Below the verification code, so on one line across the page (in half of it, it wrapped into the
    // fine print).
    text(painter, QRectF(left, foot + 52, right - left, 16),
         QObject::tr("Exam %1 · definition %2").arg(attempt.examId, records::examFingerprint(attempt.examSha256)),
         theme::kCertificateSmallPt, false, theme::kPaperQuiet, Qt::AlignLeft | Qt::AlignVCenter, false);
    text(painter, QRectF(width / 2 - 60, foot, right - width / 2 + 60, 16), QObject::tr("Verification code"),
         theme::kCertificateSmallPt, false, theme::kPaperQuiet, Qt::AlignRight | Qt::AlignVCenter);
    text(painter, QRectF(width / 2 - 60, foot + 16, right - width / 2 + 60, 30), seal.verificationCode(),
         theme::kCertificateCodePt, true, theme::kPaperGold, Qt::AlignRight | Qt::AlignVCenter, false);
    text(painter, QRectF(left, foot + 70, right - left, 40),
         QObject::tr("Anyone holding the school's keys and exams files can check this result: spanish21-cli verify "
                     "--database RECORDS --keys KEYS --exams EXAMS --code %1 (attempt %2).")
             .arg(seal.verificationCode(), attempt.uuid),
         theme::kCertificateFinePrintPt, false, theme::kPaperQuiet, Qt::AlignHCenter | Qt::AlignTop);
    report.end();
    return true;
}

bool writeAttemptDetails(const records::AttemptSummary& attempt, const certification::Seal& seal, const QString& file,
                         QString* error)
{
    auto esc = [](const QString& words) { return words.toHtmlEscaped(); };
    QString html = reportStyle();
    html += QObject::tr("<h1>%1 — %2</h1>").arg(esc(attempt.traineeName), esc(attempt.examTitle));
    html += QObject::tr("<p>%1 to %2 UTC · supervisor %3 · <b>%4</b>, %5 overall · verification code %6</p>")
                .arg(esc(attempt.startedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm"))),
                     esc(attempt.endedAt.toUTC().toString(QStringLiteral("HH:mm"))), esc(attempt.supervisorName),
                     resultText(attempt.result), QObject::tr("%n point(s)", nullptr, attempt.overallPoints))
                .arg(seal.verificationCode());
    for (const QString& reason : attempt.reasons)
        html += QStringLiteral("<p>%1</p>").arg(esc(reason));
    for (const records::AttemptEvent& event : attempt.events)
        html += QStringLiteral("<p class='quiet'>%1 UTC: %2</p>")
                    .arg(esc(event.at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))), esc(event.what));

    std::size_t round = 0;
    for (std::size_t part = 0; part < attempt.parts.size(); ++part) {
        const records::AttemptSummary::Part& partDealt = attempt.parts[part];
        html += QObject::tr("<h2>Part %1: %2 · %3</h2>")
                    .arg(part + 1)
                    .arg(esc(partDealt.title), QObject::tr("%n point(s)", nullptr, partDealt.points));
        html += QObject::tr(
            "<table width='100%'><thead><tr><th>Round</th><th>#</th><th align='right'>Time</th><th>Action</th>"
            "<th>Mistake</th><th>Section</th><th>Severity</th><th width='30%'>What was wrong</th></tr></thead>");
        for (int r = 0; r < partDealt.rounds && round < attempt.rounds.size(); ++r, ++round) {
            const QJsonObject& dealt = attempt.rounds[round];
            const QJsonArray actions = dealt.value(QStringLiteral("actions")).toArray();
            int mistakes = 0;
            for (const QJsonValue& value : actions) {
                const QJsonObject action = value.toObject();
                const QJsonObject mistake = action.value(QStringLiteral("mistake")).toObject();
                if (mistake.isEmpty())
                    continue;
                ++mistakes;
                html += QStringLiteral(
                            "<tr><td>%1</td><td class='n'>%2</td><td class='n'>%3&nbsp;s</td><td class='k'>%4</td>"
                            "<td class='k'>%5</td><td class='k'>%6</td><td>%7</td><td>%8</td></tr>")
                            .arg(r + 1)
                            .arg(action.value(QStringLiteral("number")).toInt())
                            .arg(action.value(QStringLiteral("ms")).toDouble() / 1000.0, 0, 'f', 1)
                            .arg(esc(action.value(QStringLiteral("action")).toString()),
                                 esc(QString::fromStdString(
                                     mistakeCodeWords(mistake.value(QStringLiteral("code")).toString().toStdString()))),
                                 esc(mistake.value(QStringLiteral("section")).toString()),
                                 esc(mistake.value(QStringLiteral("severity")).toString()),
                                 esc(mistake.value(QStringLiteral("explanation")).toString()));
            }
            html +=
                QObject::tr("<tr><td>%1</td><td colspan='7' class='quiet'>%2 · %3 · %4</td></tr>")
                    .arg(r + 1)
                    .arg(QObject::tr("%n point(s)", nullptr, dealt.value(QStringLiteral("points")).toInt()),
                         QObject::tr("%n action(s)", nullptr, static_cast<int>(actions.size())),
                         mistakes == 0 ? QObject::tr("no mistake") : QObject::tr("%n mistake(s)", nullptr, mistakes));
        }
        html += QStringLiteral("</table>");
    }

    PdfReport report(file, QObject::tr("Exam details — %1").arg(attempt.traineeName),
                     QObject::tr("Spanish 21 Dealer Trainer · %1 · %2 · code %3")
                         .arg(attempt.traineeName, attempt.examTitle, seal.verificationCode()));
    if (!report.begin(error))
        return false;
    QTextDocument document;
    const int pages = report.layOut(document, html, theme::kExamDetailsPt);
    report.paintPages(document, 1, pages, false);
    report.end();
    return true;
}

} // namespace s21::app
