#pragma once
// A golden file (tests/golden/): the text a test writes out, compared with the file kept in the tree,
// so that a change of wording or behaviour shows as a diff in review. With S21_UPDATE_GOLDEN set the
// file is written anew instead: read git diff tests/golden before committing it.

#include <QFile>
#include <QString>
#include <QStringList>
#include <QtTest>

#include <algorithm>
#include <string>

namespace s21::test {

// The first line where `actual` differs from `expected`, both sides, for the failure message.
inline QString firstDifference(const QString& expected, const QString& actual)
{
    const QStringList a = expected.split('\n');
    const QStringList b = actual.split('\n');
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        const QString left = i < a.size() ? a[i] : QStringLiteral("(end of file)");
        const QString right = i < b.size() ? b[i] : QStringLiteral("(end of file)");
        if (left != right)
            return QStringLiteral("line %1:\n  golden: %2\n  now:    %3").arg(i + 1).arg(left, right);
    }
    return {};
}

// Writes `text` to `golden` when S21_UPDATE_GOLDEN is set; else the test fails unless the file holds
// exactly `text`, naming the first line that differs. `test` names the test's executable, for the
// message.
inline void matchGolden(const QString& golden, const std::string& text, const char* test)
{
    if (qEnvironmentVariableIsSet("S21_UPDATE_GOLDEN")) {
        QFile out(golden);
        QVERIFY2(out.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(out.errorString()));
        out.write(QByteArray::fromStdString(text));
        return;
    }
    QFile in(golden);
    QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(golden + ": " + in.errorString()));
    const QString expected = QString::fromUtf8(in.readAll());
    const QString actual = QString::fromStdString(text);
    QVERIFY2(expected == actual,
             qPrintable(QStringLiteral("%1 differs at %2\nIf the change is meant, run S21_UPDATE_GOLDEN=1 %3 and "
                                       "review git diff tests/golden.")
                            .arg(golden, firstDifference(expected, actual), QLatin1String(test))));
}

} // namespace s21::test
