// The round log's lines are sized once for each text, width and font, and painted once for each
// text, size, font and colours (log_line_delegate.h): the sizes are QStyledItemDelegate's at every
// width, its pixels too, a round's lines are not sized again as each new line comes, nor laid out
// again as they are painted again.

#include "app/window/log_line_delegate.h"

#include <QListWidget>
#include <QProxyStyle>
#include <QStyledItemDelegate>
#include <QtTest>

using namespace s21;

namespace {

const QString kLong = QStringLiteral("! The player at seat 3 touched the wager after the cards were dealt: the "
                                     "dealer stops the game and calls the floor.");

// Counts the lines' sizes worked out and the lines painted (QStyledItemDelegate asks the style for
// each).
class CountingStyle : public QProxyStyle {
public:
    mutable int sized = 0;
    mutable int painted = 0;
    QSize sizeFromContents(ContentsType type, const QStyleOption* option, const QSize& size,
                           const QWidget* widget) const override
    {
        sized += type == CT_ItemViewItem ? 1 : 0;
        return QProxyStyle::sizeFromContents(type, option, size, widget);
    }
    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget) const override
    {
        painted += element == CE_ItemViewItem ? 1 : 0;
        QProxyStyle::drawControl(element, option, painter, widget);
    }
};

// The log as the side panel makes it: word-wrapped, its viewport filled opaque with its palette.
struct Log {
    QListWidget list;
    Log()
    {
        list.setWordWrap(true);
        QPalette colours = list.palette();
        colours.setColor(QPalette::Base, QColor(0x20, 0x30, 0x28));
        colours.setColor(QPalette::Text, QColor(0xe8, 0xe4, 0xd0));
        list.setPalette(colours);
        list.viewport()->setAutoFillBackground(true);
        list.resize(260, 300);
    }
    // The log with the delegate, and a style that counts the lines it sizes and paints.
    const CountingStyle& countedWithTheDelegate()
    {
        auto* style = new CountingStyle;
        style->setParent(&list);
        list.setStyle(style);
        list.setItemDelegate(new app::LogLineDelegate(&list));
        return *style;
    }
    void fill()
    {
        list.addItem(QStringLiteral("deal s1"));
        list.addItem(kLong);
        auto* red = new QListWidgetItem(QStringLiteral("split s4"), &list);
        red->setForeground(QColor(0xe0, 0x40, 0x30));
        list.addItem(QStringLiteral("ask s2 17"));
    }
};

} // namespace

class TestLogLineDelegate : public QObject {
    Q_OBJECT
private slots:
    void itsSizesAreQStyledItemDelegatesAtEveryWidth()
    {
        Log log;
        log.fill();
        log.list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&log.list));
        for (const int width : {260, 160, 420}) {
            log.list.resize(width, 300);
            QApplication::processEvents();
            QStyledItemDelegate plain;
            app::LogLineDelegate once;
            for (int row = 0; row < log.list.count(); ++row) {
                QStyleOptionViewItem option;
                option.initFrom(log.list.viewport());
                option.rect = QRect(0, 0, log.list.viewport()->width(), 0);
                option.features = QStyleOptionViewItem::WrapText | QStyleOptionViewItem::HasDisplay;
                option.text = log.list.item(row)->text();
                const QModelIndex index = log.list.model()->index(row, 0);
                QCOMPARE(once.sizeHint(option, index), plain.sizeHint(option, index));
                QCOMPARE(once.sizeHint(option, index), plain.sizeHint(option, index)); // kept, the same
            }
        }
    }

    void aNewLineIsTheOnlyOneSized()
    {
        Log log;
        const CountingStyle& style = log.countedWithTheDelegate();
        log.list.show();
        for (int line = 0; line < 40; ++line)
            log.list.addItem(line % 3 == 0 ? kLong + QString::number(line) : QStringLiteral("deal s%1").arg(line));
        log.list.scrollToBottom();
        QApplication::processEvents();
        const int before = style.sized;
        log.list.addItem(QStringLiteral("a new line"));
        log.list.scrollToBottom();
        QApplication::processEvents();
        // QListView asked for all 41 lines' sizes: the new one is worked out, once or twice (the
        // list may lay it out as it paints too), the others are kept.
        QVERIFY(style.sized - before <= 2);
        QVERIFY(log.list.visualItemRect(log.list.item(0)).height() >
                log.list.visualItemRect(log.list.item(1)).height()); // the long lines still wrap
    }

    // The lines drawn from their pictures show exactly what QStyledItemDelegate paints: the plain and
    // coloured lines, the wrapped one, the line selected (painted directly), at two widths.
    void itsLinesAreQStyledItemDelegatesPixels()
    {
        for (const int width : {260, 170}) {
            Log plain;
            Log once;
            once.list.setItemDelegate(new app::LogLineDelegate(&once.list));
            for (Log* log : {&plain, &once}) {
                log->fill();
                log->list.resize(width, 300);
                log->list.setCurrentRow(3);
            }
            const QImage expected = plain.list.grab().toImage();
            QCOMPARE(once.list.grab().toImage(), expected);
            QCOMPARE(once.list.grab().toImage(), expected); // from the pictures kept
        }
    }

    void aLinePaintedAgainIsNotLaidOutAgain()
    {
        Log log;
        const CountingStyle& style = log.countedWithTheDelegate();
        log.fill();
        log.list.grab();
        const int first = style.painted;
        QCOMPARE(first, log.list.count());
        log.list.addItem(QStringLiteral("a new line"));
        log.list.grab();
        QCOMPARE(style.painted - first, 1); // the new line alone
        log.list.item(0)->setText(QStringLiteral("deal s2"));
        log.list.grab();
        QCOMPARE(style.painted - first, 2); // and the line whose text changed
    }
};

QTEST_MAIN(TestLogLineDelegate)
#include "tst_log_line_delegate.moc"
