// The room the table's words take (text_extent.h), measured once for each text and type: the same as
// Qt's font metrics measure it, for a text in each size and weight, asked again or not.

#include "app/theme/text_extent.h"
#include "app/theme/theme.h"

#include <QFontMetricsF>
#include <QtTest>

using namespace s21;

class TestTextExtent : public QObject {
    Q_OBJECT
private slots:
    void measuresAsTheFontsMetricsDo_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("pixels");
        QTest::addColumn<bool>("bold");
        QTest::addRow("an amount") << QStringLiteral("$1,250") << 13 << true;
        QTest::addRow("the same, plain") << QStringLiteral("$1,250") << 13 << false;
        QTest::addRow("the same, larger") << QStringLiteral("$1,250") << 20 << true;
        QTest::addRow("a badge of two lines") << QStringLiteral("Seat 3\nINSURED") << 15 << true;
        QTest::addRow("nothing") << QString() << 15 << false;
    }
    void measuresAsTheFontsMetricsDo()
    {
        QFETCH(QString, text);
        QFETCH(int, pixels);
        QFETCH(bool, bold);
        const QFontMetricsF metrics(app::theme::sansFont(pixels, bold));
        const QRectF block = metrics.boundingRect(QRectF(0, 0, 400, 200), Qt::AlignCenter, text);
        for (int asked = 0; asked < 2; ++asked) { // measured, then kept
            QCOMPARE(app::theme::sansAdvance(text, pixels, bold), metrics.horizontalAdvance(text));
            QCOMPARE(app::theme::sansCentredBlock(text, pixels, bold), block);
        }
    }
};

QTEST_MAIN(TestTextExtent)
#include "tst_text_extent.moc"
