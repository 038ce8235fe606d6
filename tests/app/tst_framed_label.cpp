// The panel's framed lines (framed_label.h) lay their text out once for each text and width, and
// paint it as a QLabel with the same text paints it, pixel for pixel, and are as tall at a width.

#include "app/window/framed_label.h"

#include <QImage>
#include <QPalette>
#include <QScrollArea>
#include <QtTest>

using namespace s21;

namespace {

const QColor kBackground(0x20, 0x24, 0x28);

// As side_panel.cpp's framed lines are: rich text, wrapped, from the top left.
void likeThePanels(QLabel& label, const QString& text)
{
    label.setWordWrap(true);
    label.setTextFormat(Qt::RichText);
    label.setAlignment(Qt::AlignTop | Qt::AlignLeft);
    QPalette palette = label.palette();
    palette.setColor(QPalette::WindowText, QColor(0xe8, 0xe4, 0xd8));
    palette.setColor(QPalette::Window, kBackground);
    label.setPalette(palette);
    label.setAutoFillBackground(true);
    label.setText(text);
}

QImage shown(QWidget& widget, int width)
{
    widget.resize(width, widget.heightForWidth(width));
    return widget.grab().toImage();
}

// A widget that counts its paint events.
class Counted : public QWidget {
public:
    int paints = 0;

protected:
    void paintEvent(QPaintEvent*) override { ++paints; }
};

class CountedLabel : public app::FramedLabel {
public:
    CountedLabel(QWidget* parent) : app::FramedLabel(parent, kBackground) {}
    int paints = 0;

protected:
    void paintEvent(QPaintEvent* event) override
    {
        ++paints;
        app::FramedLabel::paintEvent(event);
    }
};

} // namespace

class TestFramedLabel : public QObject {
    Q_OBJECT
private slots:
    void paintsAsAQLabelPaints_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("width");
        QTest::addRow("a hint") << QStringLiteral("Deal the first card to seat 1, face up. <i>(MD-S21 8.B)</i>") << 300;
        QTest::addRow("coloured and bold, wrapped narrow")
            << QStringLiteral("<span style='color:#ff6b6b'>✗ <b>Wrong:</b> the dealer's hole card is dealt face "
                              "down after the players' second cards.</span> (MD-S21 8.C(2))")
            << 180;
        QTest::addRow("lines") << QStringLiteral("Round 3 · <b>players' turns</b><br>12 actions, 1 mistake") << 260;
    }
    void paintsAsAQLabelPaints()
    {
        QFETCH(QString, text);
        QFETCH(int, width);
        QLabel plain;
        app::FramedLabel framed(nullptr, kBackground);
        likeThePanels(plain, text);
        likeThePanels(framed, text);
        QCOMPARE(framed.heightForWidth(width), plain.heightForWidth(width));
        QCOMPARE(shown(framed, width), shown(plain, width));
    }

    void aNewTextOrWidthIsLaidOutAgain()
    {
        app::FramedLabel framed(nullptr, kBackground);
        likeThePanels(framed, QStringLiteral("short"));
        const int oneLine = framed.heightForWidth(300);
        framed.setText(QStringLiteral("a much longer text that will not fit on one line of the frame at this width"));
        QVERIFY(framed.heightForWidth(300) > oneLine);
        QVERIFY(framed.heightForWidth(600) < framed.heightForWidth(300));
        QLabel plain;
        likeThePanels(plain, framed.text());
        QCOMPARE(shown(framed, 300), shown(plain, 300));
    }

    // It fills itself with its background, opaque: a new text paints the label again, and nothing
    // that lies beneath it (the panel, the line's box), in a scrolling frame as side_panel.cpp's
    // linesFrame makes it.
    void aNewTextPaintsNothingBeneath()
    {
        Counted beneath;
        beneath.resize(300, 120);
        auto* scroll = new QScrollArea(&beneath);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        scroll->viewport()->setAutoFillBackground(false);
        scroll->setGeometry(0, 0, 300, 120);
        auto* framed = new CountedLabel(scroll);
        likeThePanels(*framed, QStringLiteral("Deal the first card to seat 1."));
        framed->setAutoFillBackground(false);
        scroll->setWidget(framed);
        beneath.show();
        QVERIFY(QTest::qWaitForWindowExposed(&beneath));
        QTRY_VERIFY(framed->paints > 0);
        const int paintsBeneath = beneath.paints, paintsOfTheLabel = framed->paints;
        framed->setText(QStringLiteral("Deal the second card to seat 1."));
        QTRY_VERIFY(framed->paints > paintsOfTheLabel);
        QCOMPARE(beneath.paints, paintsBeneath);
    }
};

QTEST_MAIN(TestFramedLabel)
#include "tst_framed_label.moc"
