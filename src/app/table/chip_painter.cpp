#include "app/table/chip_painter.h"

#include "app/theme/theme.h"

#include <QFont>
#include <QPainter>
#include <QRadialGradient>

#include <cmath>
#include <iterator>
#include <vector>

namespace s21::app {

namespace {

constexpr double kChipLift = 0.34; // of a chip's radius: one chip's edge in a stack

QColor edgeColour(Money denomination)
{
    const std::int64_t c = denomination.inCents();
    if (c <= 100)
        return theme::kChipEdgeBlue;
    if (c == 2500 || c >= 100000)
        return theme::kChipEdgeWhite;
    return theme::kChipEdgeOffWhite;
}

QColor textColour(Money denomination)
{
    const std::int64_t c = denomination.inCents();
    return c <= 250 ? theme::kChipLetteringDark : theme::kChipLetteringLight;
}

} // namespace

QColor chipColour(Money denomination)
{
    // The casino colours, each from its denomination up to the next one.
    for (const theme::ChipBand& band : theme::kChipBands)
        if (denomination.inCents() >= band.fromCents)
            return QColor::fromRgb(band.colour);
    return QColor::fromRgb(theme::kChipBands[std::size(theme::kChipBands) - 1].colour);
}

QString chipLabel(Money denomination)
{
    const std::int64_t c = denomination.inCents();
    if (c % 100000 == 0)
        return QString::number(c / 100000) + QStringLiteral("K");
    if (c % 100 == 0)
        return QString::number(c / 100);
    if (c % 100 == 50)
        return QString::number(c / 100) + QStringLiteral("½");
    return QString::number(static_cast<double>(c) / 100.0, 'f', 2);
}

void paintChip(QPainter& painter, QPointF centre, double radius, Money denomination)
{
    const QColor base = chipColour(denomination);
    painter.setPen(QPen(base.darker(160), radius * 0.06));
    painter.setBrush(base);
    painter.drawEllipse(centre, radius, radius);

    painter.setPen(Qt::NoPen);
    painter.setBrush(edgeColour(denomination));
    constexpr int kSpots = 6;
    for (int i = 0; i < kSpots; ++i) {
        const double a = (i + 0.5) * 2 * M_PI / kSpots;
        painter.save();
        painter.translate(centre + QPointF(std::cos(a), std::sin(a)) * radius * 0.82);
        painter.rotate(a * 180 / M_PI + 90);
        painter.drawRect(QRectF(-radius * 0.16, -radius * 0.12, radius * 0.32, radius * 0.24));
        painter.restore();
    }

    QRadialGradient inlay(centre - QPointF(radius * 0.2, radius * 0.2), radius * 0.7);
    inlay.setColorAt(0, base.lighter(125));
    inlay.setColorAt(1, base);
    painter.setPen(QPen(edgeColour(denomination), radius * 0.05, Qt::DashLine));
    painter.setBrush(inlay);
    painter.drawEllipse(centre, radius * 0.6, radius * 0.6);

    // The denomination on the inlay, where it is large enough on the screen to read (a stack's amount
    // is always on its tag besides: table_items.h); smaller, the chip's colours say it.
    const QString label = chipLabel(denomination);
    const int pixels = std::max(1, static_cast<int>(radius * (label.size() > 2 ? 0.5 : 0.62)));
    if (!readsOnScreen(painter, pixels))
        return;
    const QFont font = theme::sansFont(pixels, true);
    painter.setFont(font);
    painter.setPen(textColour(denomination));
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter, label);
}

bool readsOnScreen(const QPainter& painter, double pixels)
{
    return pixels * std::sqrt(std::abs(painter.combinedTransform().determinant())) >= theme::kTableLetteringScreenPx;
}

double chipStackRise(double radius, std::size_t count)
{
    return count == 0 ? 0 : radius * kChipLift * static_cast<double>(count - 1);
}

void paintChipStack(QPainter& painter, QPointF base, double radius, const std::vector<Money>& chips)
{
    const double lift = radius * kChipLift;
    for (std::size_t i = 0; i + 1 < chips.size(); ++i) {
        const QPointF at = base - QPointF(0, lift * static_cast<double>(i));
        const QColor colour = chipColour(chips[i]);
        painter.setPen(QPen(colour.darker(170), radius * 0.05));
        painter.setBrush(colour);
        painter.drawEllipse(at, radius, radius);
        painter.setPen(QPen(edgeColour(chips[i]), radius * 0.12, Qt::DashLine));
        painter.drawArc(QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius), 200 * 16, 140 * 16);
    }
    if (!chips.empty())
        paintChip(painter, base - QPointF(0, lift * static_cast<double>(chips.size() - 1)), radius, chips.back());
}

} // namespace s21::app
