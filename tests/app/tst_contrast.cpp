// The WCAG 2.x contrast ratio (app/theme/contrast.h) against known values.
#include "app/theme/contrast.h"

#include <QtTest>

using namespace s21::app;

class TestContrast : public QObject {
    Q_OBJECT
private slots:
    void knownRatios_data()
    {
        QTest::addColumn<QColor>("a");
        QTest::addColumn<QColor>("b");
        QTest::addColumn<double>("ratio");
        QTest::newRow("black on white") << QColor(Qt::black) << QColor(Qt::white) << 21.0;
        QTest::newRow("white on black") << QColor(Qt::white) << QColor(Qt::black) << 21.0;
        QTest::newRow("same colour") << QColor("#3a7b5c") << QColor("#3a7b5c") << 1.0;
        QTest::newRow("#777777 on white") << QColor("#777777") << QColor(Qt::white) << 4.48;
        QTest::newRow("#767676 on white") << QColor("#767676") << QColor(Qt::white) << 4.54;
        QTest::newRow("pure red on white") << QColor(Qt::red) << QColor(Qt::white) << 4.00;
        QTest::newRow("#0000ff on white") << QColor(Qt::blue) << QColor(Qt::white) << 8.59;
    }
    void knownRatios()
    {
        QFETCH(QColor, a);
        QFETCH(QColor, b);
        QFETCH(double, ratio);
        QVERIFY2(std::abs(theme::contrastRatio(a, b) - ratio) < 0.01,
                 qPrintable(QString::number(theme::contrastRatio(a, b))));
    }
    void luminanceEnds()
    {
        QCOMPARE(theme::relativeLuminance(Qt::black), 0.0);
        QCOMPARE(theme::relativeLuminance(Qt::white), 1.0);
    }
    void translucentOverOpaque()
    {
        QCOMPARE(theme::over(QColor(255, 255, 255, 0), QColor(10, 20, 30)), QColor(10, 20, 30));
        QCOMPARE(theme::over(QColor(0, 0, 0, 255), QColor(10, 20, 30)), QColor(0, 0, 0));
        QCOMPARE(theme::over(QColor(255, 255, 255, 128), QColor(0, 0, 0)), QColor(128, 128, 128));
    }
    void theInkThatReadsBetterIsTaken()
    {
        const theme::Ink ink{QColor(176, 0, 32), QColor(255, 138, 128)};
        QCOMPARE(theme::inkOn(ink, QColor(Qt::white)), ink.onLight);
        QCOMPARE(theme::inkOn(ink, QColor(239, 239, 239)), ink.onLight);
        QCOMPARE(theme::inkOn(ink, QColor(30, 30, 32)), ink.onDark);
    }
};

QTEST_GUILESS_MAIN(TestContrast)
#include "tst_contrast.moc"
