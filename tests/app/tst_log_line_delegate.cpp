// The round log's lines are sized once for each text, width and font (sized_once_delegate.h): the
// sizes are QStyledItemDelegate's, at every width, and a round's lines are not sized again as each
// new line comes.

#include "app/window/sized_once_delegate.h"

#include <QListWidget>
#include <QProxyStyle>
#include <QStyledItemDelegate>
#include <QtTest>

using namespace s21;

namespace {

const QString kLong = QStringLiteral("! The player at seat 3 touched the wager after the cards were dealt: the "
                                     "dealer stops the game and calls the floor.");

// Counts the lines' sizes worked out (QStyledItemDelegate asks the style for each).
class CountingStyle : public QProxyStyle {
public:
    mutable int sized = 0;
    QSize sizeFromContents(ContentsType type, const QStyleOption* option, const QSize& size,
                           const QWidget* widget) const override
    {
        sized += type == CT_ItemViewItem ? 1 : 0;
        return QProxyStyle::sizeFromContents(type, option, size, widget);
    }
};

// The log as the side panel makes it.
struct Log {
    QListWidget list;
    Log()
    {
        list.setWordWrap(true);
        list.resize(260, 300);
        list.show();
    }
};

} // namespace

class TestSizedOnceDelegate : public QObject {
    Q_OBJECT
private slots:
    void itsSizesAreQStyledItemDelegatesAtEveryWidth()
    {
        Log log;
        log.list.addItem(QStringLiteral("deal s1"));
        log.list.addItem(kLong);
        QVERIFY(QTest::qWaitForWindowExposed(&log.list));
        for (const int width : {260, 160, 420}) {
            log.list.resize(width, 300);
            QApplication::processEvents();
            QStyledItemDelegate plain;
            app::SizedOnceDelegate once;
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
        auto* style = new CountingStyle;
        style->setParent(&log.list);
        log.list.setStyle(style);
        log.list.setItemDelegate(new app::SizedOnceDelegate(&log.list));
        for (int line = 0; line < 40; ++line)
            log.list.addItem(line % 3 == 0 ? kLong + QString::number(line) : QStringLiteral("deal s%1").arg(line));
        log.list.scrollToBottom();
        QApplication::processEvents();
        const int before = style->sized;
        log.list.addItem(QStringLiteral("a new line"));
        log.list.scrollToBottom();
        QApplication::processEvents();
        // QListView asked for all 41 lines' sizes: the new one is worked out, once or twice (the
        // list may lay it out as it paints too), the others are kept.
        QVERIFY(style->sized - before <= 2);
        QVERIFY(log.list.visualItemRect(log.list.item(0)).height() >
                log.list.visualItemRect(log.list.item(1)).height()); // the long lines still wrap
    }
};

QTEST_MAIN(TestSizedOnceDelegate)
#include "tst_sized_once_delegate.moc"
