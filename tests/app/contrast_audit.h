#pragma once
// Reads a window's text as a reader sees it and measures each text's contrast against what is behind
// it (WCAG 2.x AA: app/theme/contrast.h): labels (and the colours of their rich text), buttons, check
// boxes, combo boxes, line edits, group box titles, text browsers (and their coloured fragments),
// item views (and the colours their items set) and their headers. The colours are the widgets'
// palettes after polishing (style sheets write theirs there); a label's, a check box's or a group
// box's background is read off the window's image (whatever paints it: a window, a frame, a style
// sheet); a button's, an edit's and an item view's from the roles they paint with.
// Disabled widgets are left out, as WCAG leaves out inactive controls.

#include "app/theme/contrast.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHash>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextEdit>

namespace s21::test {

class ContrastAudit {
public:
    // Every visible, enabled widget of `root` (itself included) that shows text.
    void audit(QWidget* root, const QString& where)
    {
        shot_ = root->grab().toImage();
        QList<QWidget*> widgets = root->findChildren<QWidget*>();
        widgets.prepend(root);
        for (QWidget* w : widgets) {
            if (!w->isVisible() || !w->isEnabled())
                continue;
            w->ensurePolished();
            const QString name = QStringLiteral("%1 › %2 %3").arg(where, w->metaObject()->className(), w->objectName());
            auditWidget(w, name);
        }
    }

    // A pair of explicit colours, as the table or a style sheet paints them.
    void pair(const QString& what, const QColor& ink, const QColor& background, bool large = false)
    {
        const QColor bg = background.alpha() == 255 ? background : app::theme::over(background, Qt::black);
        const QColor fg = app::theme::over(ink, bg);
        const double needed = large ? app::theme::kContrastLargeText : app::theme::kContrastNormalText;
        const double ratio = app::theme::contrastRatio(fg, bg);
        if (ratio + 1e-9 < needed)
            failures_ << QStringLiteral("%1: %2 on %3 is %4:1 (needs %5)")
                             .arg(what, fg.name(), bg.name(), QString::number(ratio, 'f', 2), QString::number(needed));
        ++checked_;
    }

    const QStringList& failures() const { return failures_; }
    int checked() const { return checked_; }

    // WCAG's large text: 18 pt, or 14 pt bold.
    static bool large(const QFont& font)
    {
        const double pt = QFontInfo(font).pointSizeF();
        return pt >= 18 || (font.bold() && pt >= 14);
    }

    // The colour behind `w` as the window shows it: the commonest colour of its box on the window's
    // image (a text's own pixels are few beside its background's).
    QColor background(const QWidget* w) const
    {
        const QRect box(w->mapTo(w->window(), QPoint()) * shot_.devicePixelRatio(),
                        w->size() * shot_.devicePixelRatio());
        const QImage part = shot_.copy(box);
        QHash<QRgb, int> counts;
        for (int y = 0; y < part.height(); ++y)
            for (int x = 0; x < part.width(); ++x)
                ++counts[part.pixel(x, y)];
        QRgb commonest = 0;
        int most = -1;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            if (it.value() > most) {
                most = it.value();
                commonest = it.key();
            }
        return QColor::fromRgb(commonest);
    }

private:
    void auditWidget(QWidget* w, const QString& name)
    {
        const QPalette& p = w->palette();
        if (auto* label = qobject_cast<QLabel*>(w)) {
            if (label->text().isEmpty())
                return;
            const QColor bg = background(w);
            pair(name + " \"" + label->text().left(40) + "\"", p.color(w->foregroundRole()), bg, large(w->font()));
            if (Qt::mightBeRichText(label->text()) || label->textFormat() == Qt::RichText)
                richColours(name, label->text(), bg);
        } else if (qobject_cast<QCheckBox*>(w) || qobject_cast<QRadioButton*>(w)) {
            auto* button = static_cast<QAbstractButton*>(w);
            if (!button->text().isEmpty())
                pair(name + " \"" + button->text() + "\"", p.color(w->foregroundRole()), background(w),
                     large(w->font()));
        } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            if (!button->text().isEmpty())
                pair(name + " \"" + button->text() + "\"", p.color(QPalette::ButtonText), p.color(QPalette::Button),
                     large(w->font()));
        } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            if (!combo->isEditable())
                pair(name + " \"" + combo->currentText() + "\"", p.color(QPalette::ButtonText),
                     p.color(QPalette::Button), large(w->font()));
        } else if (qobject_cast<QLineEdit*>(w)) {
            pair(name + " text", p.color(QPalette::Text), p.color(QPalette::Base), large(w->font()));
        } else if (auto* group = qobject_cast<QGroupBox*>(w)) {
            if (!group->title().isEmpty())
                pair(name + " title \"" + group->title() + "\"", p.color(w->foregroundRole()), background(w),
                     large(w->font()));
        } else if (auto* text = qobject_cast<QTextEdit*>(w)) {
            const QColor base = text->viewport()->palette().color(QPalette::Base);
            pair(name + " text", p.color(QPalette::Text), base, large(w->font()));
            fragments(name, *text->document(), base);
        } else if (qobject_cast<QHeaderView*>(w)) {
            pair(name + " header", p.color(QPalette::ButtonText), p.color(QPalette::Button), large(w->font()));
        } else if (auto* view = qobject_cast<QAbstractItemView*>(w)) {
            items(name, *view);
        }
    }

    // The colours a rich text sets (color: in its style attributes, <font color>).
    void richColours(const QString& name, const QString& html, const QColor& bg)
    {
        static const QRegularExpression colour(QStringLiteral(
            "(?:(?<![-\\w])color\\s*:\\s*|<font[^>]*color\\s*=\\s*['\"]?)(#[0-9a-fA-F]{3,8}|[a-zA-Z]+)"));
        for (auto it = colour.globalMatch(html); it.hasNext();) {
            const QColor ink(it.next().captured(1));
            if (ink.isValid())
                pair(name + " rich text " + ink.name(), ink, bg);
        }
    }

    void fragments(const QString& name, const QTextDocument& document, const QColor& base)
    {
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat format = it.fragment().charFormat();
                if (it.fragment().text().trimmed().isEmpty() || format.foreground().style() == Qt::NoBrush)
                    continue;
                const QColor bg = format.background().style() == Qt::NoBrush ? base : format.background().color();
                pair(name + " \"" + it.fragment().text().left(30) + "\"", format.foreground().color(), bg,
                     large(format.font()));
            }
    }

    void items(const QString& name, const QAbstractItemView& view)
    {
        const QPalette& p = view.palette();
        pair(name + " items", p.color(QPalette::Text), p.color(QPalette::Base), large(view.font()));
        const QAbstractItemModel* model = view.model();
        if (!model)
            return;
        for (int row = 0; row < std::min(model->rowCount(), 200); ++row)
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                const QVariant fg = index.data(Qt::ForegroundRole);
                const QVariant bg = index.data(Qt::BackgroundRole);
                if (!fg.isValid() && !bg.isValid())
                    continue;
                const bool alternate = view.alternatingRowColors() && row % 2 == 1;
                const QColor back = bg.isValid() ? bg.value<QBrush>().color()
                                                 : p.color(alternate ? QPalette::AlternateBase : QPalette::Base);
                const QColor ink = fg.isValid() ? fg.value<QBrush>().color() : p.color(QPalette::Text);
                pair(QStringLiteral("%1 item (%2, %3) \"%4\"")
                         .arg(name)
                         .arg(row)
                         .arg(column)
                         .arg(index.data().toString().left(30)),
                     ink, back);
            }
    }

    QImage shot_; // the window being audited, as shown
    QStringList failures_;
    int checked_ = 0;
};

} // namespace s21::test
