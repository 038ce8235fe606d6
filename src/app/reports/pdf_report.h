#pragma once
// An A4 report written as PDF, for the trainer's printed papers (the progress report, an exam's
// details): a painter on the pages, tables laid out from HTML over as many pages as they take, and a
// footer line on every page ("page 2 of 3"). QPdfWriter says nothing when it cannot write its file,
// so begin() tries the file first.

#include <QPainter>
#include <QPdfWriter>
#include <QString>
#include <QTextDocument>

namespace s21::app {

// The reports' HTML style sheet, in a <style> element: headings (h1, h2), notes (p.note), tables
// (th, td), and the classes n (a number: right-aligned), k (kept on one line), quiet, over, ok.
QString reportStyle();

class PdfReport {
public:
    // `footer` is the left part of every page's footer line; the right part numbers the page.
    PdfReport(const QString& file, const QString& title, QString footer);

    // False, with `error` set to "Cannot write FILE: why", when the file cannot be written.
    bool begin(QString* error);
    QPainter& painter() { return painter_; }
    QRectF page() const; // the printable area
    QRectF body() const; // the page less the footer line

    // Lays `html` out in `document` on the body's width and height, in `points`; its page count.
    int layOut(QTextDocument& document, const QString& html, qreal points);
    // Paints each page of a laid-out document, the first on a new page when `newPage`, each with its
    // footer, numbered from `firstNumber` of `total`.
    void paintPages(QTextDocument& document, int firstNumber, int total, bool newPage);
    void footer(int number, int total);
    void end() { painter_.end(); }

private:
    static constexpr qreal kFooter = 22; // the footer line's height

    QString file_;
    QString footer_;
    QPdfWriter writer_;
    QPainter painter_;
};

} // namespace s21::app
