#pragma once
// Reads every text the table paints as the screen shows it: the table view is painted onto a paint
// device that keeps each text instead of drawing it, with the size its letters have on the screen (the
// font's pixels times the scale of the view, the item and any turn of the painter's) and whether they
// stand upright there. Nothing is drawn: shapes, pictures and images are let go.

#include <QGraphicsView>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QTextItem>

#include <cmath>
#include <vector>

namespace s21::test {

// A text as painted: its words, the height of its font on the screen in pixels, and whether it
// reads upright there (neither turned nor upside down).
struct PaintedText {
    QString text;
    double screenPixels;
    bool upright;
};

class LetteringAudit : public QPaintDevice {
public:
    explicit LetteringAudit(QSize size) : engine_(*this), size_(size) {}

    // Every text `view` paints, in its viewport's size.
    static std::vector<PaintedText> read(QGraphicsView& view)
    {
        LetteringAudit device(view.viewport()->size());
        {
            QPainter painter(&device);
            view.render(&painter, QRectF(QPointF(), QSizeF(view.viewport()->size())), view.viewport()->rect());
        }
        return device.texts_;
    }

    QPaintEngine* paintEngine() const override { return const_cast<Engine*>(&engine_); }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth: return size_.width();
        case PdmHeight: return size_.height();
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY: return 96;
        case PdmDepth: return 32;
        case PdmNumColors: return INT_MAX;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return static_cast<int>(QPaintDevice::devicePixelRatioFScale());
        default: return 0;
        }
    }

private:
    class Engine : public QPaintEngine {
    public:
        explicit Engine(LetteringAudit& device) : QPaintEngine(AllFeatures), device_(device) {}
        bool begin(QPaintDevice*) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState&) override {}
        void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
        void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
        void drawPath(const QPainterPath&) override {}
        void drawImage(const QRectF&, const QImage&, const QRectF&, Qt::ImageConversionFlags) override {}
        void drawTextItem(const QPointF&, const QTextItem& item) override
        {
            const QTransform t = painter()->combinedTransform();
            const double scale = std::sqrt(std::abs(t.determinant()));
            const QFont font = item.font();
            const double pixels = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 96.0 / 72.0;
            const bool upright = std::abs(t.m12()) < 1e-6 && std::abs(t.m21()) < 1e-6 && t.m11() > 0 && t.m22() > 0;
            device_.texts_.push_back({item.text(), pixels * scale, upright});
        }
        Type type() const override { return User; }

    private:
        LetteringAudit& device_;
    };

    Engine engine_;
    QSize size_;
    std::vector<PaintedText> texts_;
};

} // namespace s21::test
