// The panel's framed lines (framed_label.h) lay their text out once for each text and width, and
// paint it as a QLabel with the same text paints it, pixel for pixel, and are as tall at a width.

#include "app/window/framed_label.h"

#include <QImage>
#include <QPalette>
#include <QtTest>

using namespace s21;

namespace {

// As side_panel.cpp's framed lines are: rich text, wrapped, from the top left.
void likeThePanels(QLabel& label, const QString& text)
{
    label.setWordWrap(true);
    label.setTextFormat(Qt::RichText);
    label.setAlignment(Qt::AlignTop | Qt::AlignLeft);
    QPalette palette = label.palette();
    palette.setColor(QPalette::WindowText, QColor(0xe8, 0xe4, 0xd8));
    palette.setColor(QPalette::Window, QColor(0x20, 0x24, 0x28));
    label.setPalette(palette);
    label.setAutoFillBackground(true);
    label.setText(text);
}

QImage shown(QWidget& widget, int width)
{
    widget.resize(width, widget.heightForWidth(width));
    return widget.grab().toImage();
}

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
        app::FramedLabel framed(nullptr);
        likeThePanels(plain, text);
        likeThePanels(framed, text);
        QCOMPARE(framed.heightForWidth(width), plain.heightForWidth(width));
        QCOMPARE(shown(framed, width), shown(plain, width));
    }

    void aNewTextOrWidthIsLaidOutAgain()
    {
        app::FramedLabel framed(nullptr);
        likeThePanels(framed, QStringLiteral("short"));
        const int oneLine = framed.heightForWidth(300);
        framed.setText(QStringLiteral("a much longer text that will not fit on one line of the frame at this width"));
        QVERIFY(framed.heightForWidth(300) > oneLine);
        QVERIFY(framed.heightForWidth(600) < framed.heightForWidth(300));
        QLabel plain;
        likeThePanels(plain, framed.text());
        QCOMPARE(shown(framed, 300), shown(plain, 300));
    }
};

QTEST_MAIN(TestFramedLabel)
#include "tst_framed_label.moc"
