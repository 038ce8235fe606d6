#pragma once
// The trainer's colours and lettering, in one place: the room and the table (felt, rail, the
// printing on the felt, the shoe, rack, reader and tray), the cards and the chips (one colour per
// denomination), the badges the scene puts on the table, the highlights (a selected place, a
// mistake), the log and the dialogs (an ink for a light and for a dark palette), the main window's
// panel, strip and command bar, the feedback after an action, the application's dark palette (every
// window's: palette.h), the progress window, the charts' series, and the printed papers and the
// progress report's HTML; the table's two faces and the least its lettering may show on the screen,
// and the sizes of the dialogs' lettering (pixels, in their style sheets) and of the papers' (points:
// the progress report, its HTML, the certificate, the exam details, the footers, the charts' axes).
// The painters and widgets use these names and write no colour of their own, neither as a QColor nor
// as text in a Qt style sheet or HTML (which take QColor::name()), nor a size for that lettering.

#include <QColor>
#include <QFont>
#include <QRgb>

#include <cstdint>

namespace s21::app::theme {

// The room around the table (and the view's background beyond the scene).
inline const QColor kRoomLight{40, 34, 38};
inline const QColor kRoomDark{14, 12, 16};

// The rail (padded leather), its edge, and the wooden apron on the dealer's side.
inline const QColor kRailLeather{96, 52, 26};
inline const QColor kRailLeatherLight{128, 74, 38};
inline const QColor kRailLeatherDark{58, 30, 14};
inline const QColor kRailEdge{20, 10, 4};
inline const QColor kApronLight{70, 38, 16};
inline const QColor kApronDark{36, 18, 8};

// The felt: the cloth from its centre to its edge, the gilt border line.
inline const QColor kFeltCentre{38, 140, 92};
inline const QColor kFeltMiddle{22, 108, 68};
inline const QColor kFeltEdge{10, 66, 40};
inline const QColor kFeltBorder{205, 160, 90, 160};

// The printing on the felt: gold lettering and betting spots, the pale rule text, the side wagers'
// circles and boards (a circle's ink is its key's on the board), the dealer's card places, the
// table's limits.
inline const QColor kFeltGold{232, 214, 150};
inline const QColor kSpotShade{0, 0, 0, 28};
inline const QColor kFeltPrint{214, 236, 220};
inline const QColor kMatchGold{214, 170, 60};
inline const QColor kMatchCircleFill{8, 50, 30};
inline const QColor kBonusSpinRed{226, 96, 80};
inline const QColor kBonusSpinCircleFill{60, 14, 14};
inline const QColor kXtremeViolet{190, 150, 255};
inline const QColor kXtremeCircleFill{36, 20, 66};
inline const QColor kBoardFill{10, 52, 32, 235};
inline const QColor kCardPlaceOutline{214, 236, 220, 110};
inline const QColor kPlacardPrint{200, 200, 200};

// The shoe's box on the felt, the discard rack, the card reader, the chip tray, the drop and tip boxes.
inline const QColor kShoeBoxLight{60, 60, 66};
inline const QColor kShoeBoxDark{22, 22, 26};
inline const QColor kShoeBoxEdge{201, 164, 92};
inline const QColor kShoeBoxLettering{243, 226, 179};
inline const QColor kRackEdge{160, 166, 172};
inline const QColor kRackFill{38, 38, 44};
inline const QColor kRackSlots{90, 90, 98};
inline const QColor kRackLettering{230, 230, 230};
inline const QColor kReaderEdge{111, 211, 255};
inline const QColor kReaderFill{22, 24, 30};
inline const QColor kReaderWindow{111, 211, 255, 60};
inline const QColor kTrayEdge{120, 120, 120};
inline const QColor kTrayFill{14, 14, 14};
inline const QColor kTraySlotEdge{60, 60, 60};
inline const QColor kTraySlot{28, 28, 28};
inline const QColor kBoxEdge{140, 140, 140};
inline const QColor kBoxFill{10, 10, 10};
inline const QColor kBoxSlot{70, 70, 70};
inline const QColor kBoxLettering{210, 210, 210};

// Shadows under what lies on the felt.
inline const QColor kShadow{0, 0, 0, 70};
inline const QColor kChipShadow{0, 0, 0, 60};
inline const QColor kPileShadow{0, 0, 0, 50};
inline const QColor kRowShadow{0, 0, 0, 40};

// The cards: the face, its edge, the suits, the court cards' panel; the back (red, with a pattern and a
// gold frame).
inline const QColor kCardFace{253, 253, 250};
inline const QColor kCardEdge{90, 90, 90};
inline const QColor kRedSuit{196, 24, 36};
inline const QColor kBlackSuit{24, 24, 28};
inline const QColor kFacePanelLight{255, 246, 214};
inline const QColor kFacePanelDark{244, 222, 160};
inline const QColor kCardBackMargin{250, 250, 246};
// A card's back, by its colour (core/rules/shoe.h, CardBack): red for a single shoe's cards; a double
// shoe's sides (MD-BJ 3.C(1)) and the shuffler's second batch (3.B(2)) are blue-backed.
inline const QColor kCardBackLight{150, 22, 32};
inline const QColor kCardBackDark{96, 10, 20};
inline const QColor kCardBackPattern{255, 214, 214, 70};
inline const QColor kBlueCardBackLight{34, 78, 170};
inline const QColor kBlueCardBackDark{14, 36, 100};
inline const QColor kBlueCardBackPattern{214, 228, 255, 70};
inline const QColor kCardBackFrame{240, 210, 140};

// The chips: the casino colour of each denomination, from its value up to the next one, highest
// first; the edge spots and the lettering; the amount tag under a stack.
struct ChipBand {
    std::int64_t fromCents;
    QRgb colour;
};
inline constexpr ChipBand kChipBands[] = {
    {100000, qRgb(240, 140, 20)}, // $1,000 orange
    {50000, qRgb(110, 36, 150)},  // $500 purple
    {10000, qRgb(28, 28, 30)},    // $100 black
    {2500, qRgb(28, 128, 60)},    // $25 green
    {500, qRgb(200, 32, 40)},     // $5 red
    {250, qRgb(240, 128, 176)},   // $2.50 pink
    {0, qRgb(238, 238, 232)},     // $1 white
};
inline const QColor kChipEdgeBlue{40, 90, 200};
inline const QColor kChipEdgeWhite{255, 255, 255};
inline const QColor kChipEdgeOffWhite{250, 250, 250};
inline const QColor kChipLetteringDark{30, 30, 30};
inline const QColor kChipLetteringLight{255, 255, 255};
inline const QColor kAmountTagFill{0, 0, 0, 150};
inline const QColor kAmountTagInk{255, 240, 200};
// A payout's amount: light where a wager's is dark, so the two never look alike side by side.
inline const QColor kPayoutTagFill{246, 226, 160};
inline const QColor kPayoutTagInk{48, 32, 0};

// The shoe procedure's things: the deck boxes, the stack of cards seen from the side, the cover
// card, the automated shuffler (with its status light, the cloth and sign when out of order).
inline const QColor kDeckOutline{255, 255, 255, 90};
inline const QColor kDeckBoxLight{170, 30, 36};
inline const QColor kDeckBoxDark{110, 14, 20};
inline const QColor kDeckBoxEdge{60, 6, 10};
inline const QColor kDeckBoxLettering{240, 220, 170};
inline const QColor kStackSideLight{250, 248, 240};
inline const QColor kStackSideDark{200, 196, 186};
inline const QColor kStackSideEdge{120, 116, 108};
inline const QColor kStackSideLines{150, 146, 138, 140};
inline const QColor kCoverCard{250, 214, 40};
inline const QColor kCoverCardMark{120, 90, 0};
inline const QColor kCoverCardEdge{150, 110, 0};
inline const QColor kShufflerLight{92, 96, 104};
inline const QColor kShufflerDark{38, 40, 46};
inline const QColor kShufflerEdge{20, 20, 24};
inline const QColor kShufflerWell{18, 18, 22};
inline const QColor kShufflerLettering{240, 242, 246};
inline const QColor kStatusFault{235, 40, 30};
inline const QColor kStatusShuffled{60, 220, 90};
inline const QColor kStatusBusy{240, 190, 40};
inline const QColor kStatusRim{0, 0, 0};
inline const QColor kFaultLettering{255, 200, 190};
inline const QColor kClothEdge{30, 30, 30};
inline const QColor kCloth{30, 30, 34, 235};
inline const QColor kSignFill{245, 240, 225};
inline const QColor kSignLettering{170, 20, 20};

// The badges the scene puts on the table, each a fill and an ink; an ink on no fill reads at 4.5:1 or more on
// the felt under it (tst_contrast_gui).
inline const QColor kNoFill{0, 0, 0, 0};
inline const QColor kCountInk{230, 220, 190};     // the cards left in the shoe
inline const QColor kRackCountInk{220, 220, 220}; // the cards in the rack
inline const QColor kBannerFill{60, 40, 0, 220};  // "between rounds", insurance open or closed
inline const QColor kBannerInk{255, 220, 120};
inline const QColor kFloorFill{40, 30, 70, 230}; // the floorperson at the table
inline const QColor kFloorInk{225, 215, 255};
inline const QColor kTagFill{12, 12, 12, 200}; // what a thing on the table is
inline const QColor kTagInk{240, 230, 200};
inline const QColor kNameFill{10, 30, 20, 210}; // a seat's player, the dealer's label
inline const QColor kLabelInk{245, 240, 225};
inline const QColor kSignalFill{255, 214, 90}; // a player's signal or answer
inline const QColor kSignalInk{40, 24, 0};
inline const QColor kThinkingFill{70, 70, 70, 220}; // a player still deciding
inline const QColor kThinkingInk{230, 230, 230};
inline const QColor kCoverBadgeFill{236, 200, 40};
inline const QColor kCoverBadgeInk{40, 30, 0};
inline const QColor kAlarmFill{110, 20, 20}; // out of order, a wrong hole card up
inline const QColor kAlarmInk{255, 220, 210};
inline const QColor kPeekedFill{20, 60, 80};
inline const QColor kPeekedInk{150, 230, 255};
inline const QColor kTrayBalanceFill{12, 12, 12, 230};
inline const QColor kTrayBalanceInk{240, 220, 160};
inline const QColor kDealerLabelInk{210, 235, 215};
// A double shoe's sides, by the colour of their backs (MD-BJ 3.C(1)), and its determinant card's tag.
inline const QColor kRedSideFill{150, 22, 32};
inline const QColor kBlueSideFill{24, 62, 150};
inline const QColor kSideInk{255, 240, 235};
inline const QColor kDrawnInErrorFill{110, 20, 20, 220};
inline const QColor kDrawnInErrorInk{255, 225, 215};
inline const QColor kOpenSeatInk{214, 230, 218};
inline const QColor kBankrollInk{236, 246, 238};
inline const QColor kBonusLabelInk{246, 236, 196};
inline const QColor kAwardFill{120, 20, 16, 230}; // a bonus or envy payment, the spin button
inline const QColor kAwardInk{255, 230, 200};
// A player's hand reaching onto the layout (a guest's irregularity, issue 17).
inline const QColor kGuestSkin{214, 168, 128};
inline const QColor kGuestSkinShade{150, 104, 72};
inline const QColor kGuestSleeve{44, 52, 88};
// Cash laid on the layout with a verbal wager.
inline const QColor kCashFace{196, 214, 170};
inline const QColor kCashFaceDark{160, 184, 136};
inline const QColor kCashEdge{70, 96, 60};
inline const QColor kCashInk{30, 60, 30};
// A match play coupon beside a wager's chips: a paper ticket (MA-S21 5(c), 6(c)).
inline const QColor kCouponFace{250, 244, 222};
inline const QColor kCouponEdge{150, 40, 40};
inline const QColor kCouponInk{120, 20, 20};
inline const QColor kSurrenderFill{70, 20, 20, 220};
inline const QColor kSurrenderInk{255, 210, 200};
inline const QColor kInHandFill{10, 40, 60, 220};
inline const QColor kInHandInk{150, 230, 255};

// The places a click can land on: a mistake's place, the expected place (guided practice), the
// selected one, the one under the mouse.
inline const QColor kMistakeGlow{255, 80, 70, 90};
inline const QColor kMistakeLine{255, 100, 90};
inline const QColor kHighlightGlow{90, 230, 255, 90};
inline const QColor kHighlightLine{120, 240, 255};
inline const QColor kSelectionLine{255, 255, 255};
inline const QColor kHoverWash{255, 255, 255, 34};

// The side panel's log of actions (a mistake's row in the history and the replay is kDialogWrongInk).
inline const QColor kLogMistake{255, 120, 110};
inline const QColor kLogAccepted{150, 220, 160};
inline const QColor kLogNotice{255, 190, 90};

// The progress window's tables (on the dark window): within the standard, over it, quiet figures.
inline const QColor kProgressGood{120, 210, 150};
inline const QColor kProgressOver{255, 138, 118};
inline const QColor kProgressQuiet{150, 146, 136};

// The charts' text, grid and lines: on screen (dark, like the table) and on paper (white).
inline const QColor kChartScreenText{207, 201, 184};
inline const QColor kChartScreenGrid{58, 63, 71};
inline const QColor kChartScreenLine{90, 96, 106};
inline const QColor kChartPaper{255, 255, 255};
inline const QColor kChartPaperText{40, 40, 40};
inline const QColor kChartPaperGrid{222, 222, 222};
inline const QColor kChartPaperLine{150, 150, 150};

// The charts' series, on screen and on paper, and the progress window's accents in the same colours.
inline const QColor kChartAccuracy{232, 196, 106}; // gold
inline const QColor kChartPoints{108, 200, 148};   // felt green
inline const QColor kChartSpeed{127, 211, 255};    // cyan
inline const QColor kChartMistakes{224, 123, 90};  // terracotta

// The printed papers (progress report, certificate, exam details): ink, quiet ink, gold, passed and
// failed, the lines and tiles, the footers.
inline const QColor kPaperInk{38, 38, 38};
inline const QColor kPaperQuiet{110, 110, 110};
inline const QColor kPaperGold{107, 83, 16};
inline const QColor kPassed{27, 127, 59};
inline const QColor kFailed{179, 38, 30};
inline const QColor kPaperLine{220, 210, 180};
inline const QColor kPaperFooter{112, 112, 112};
inline const QColor kReportTitle{60, 48, 16};
inline const QColor kReportSubtitle{90, 90, 90};
inline const QColor kReportRule{201, 166, 64};
inline const QColor kReportTile{248, 244, 232};
inline const QColor kReportFigure{40, 40, 40};
inline const QColor kReportCaption{100, 100, 100};

// The main window's dark panel and the strip under the table (their style sheets): the window, its
// lettering and gold headings, the panel's lines and log; the gesture status and the typed amount;
// the command bar's buttons (the expected one lit); the records' status (saving, or not saving).
inline const QColor kWindowFill{32, 35, 41};
inline const QColor kWindowInk{232, 228, 216};
inline const QColor kWindowGold{232, 217, 160};
inline const QColor kPanelLine{58, 63, 71};
inline const QColor kPanelLogFill{22, 24, 28};
inline const QColor kPanelLogInk{216, 212, 200};
inline const QColor kStripFill{28, 31, 36};
// The ring round the table while it has the keyboard (table_view.h): the gold of the headings, on the
// dark window round the felt.
inline const QColor kFocusRing = kWindowGold;
inline const QColor kStatusInk{243, 230, 184};
inline const QColor kTypedInk{127, 230, 255};
inline const QColor kButtonFill{42, 45, 51};
inline const QColor kButtonEdge{68, 68, 68};
inline const QColor kButtonHover{58, 63, 71};
inline const QColor kExpectedButtonFill{11, 122, 156};
inline const QColor kExpectedButtonInk{255, 255, 255};
inline const QColor kExpectedButtonEdge{127, 230, 255};
inline const QColor kRecordsSavingInk{159, 213, 168};
// Rounds kept on the station, waiting for the school's server: nothing lost, worth a look.
inline const QColor kRecordsWaitingInk{240, 200, 120};
inline const QColor kRecordsAlertFill{255, 176, 112};
inline const QColor kRecordsAlertInk{28, 31, 36};

// The feedback on the panel after an action: accepted, a mistake, what was expected, a warning, an
// irregularity; the accepted green and the mistake's red are also the dialogs' inks on a dark palette.
inline const QColor kFeedbackAccepted{143, 220, 159};
inline const QColor kFeedbackError{255, 138, 128};
inline const QColor kFeedbackExpected{159, 227, 255};
inline const QColor kFeedbackWarning{255, 176, 112};
inline const QColor kFeedbackIrregularity{255, 176, 96};

// The dialogs' own colours on a light system palette: quiet text (the summary's seed note, the class's
// sign-in); red (a mistake, a replay that differs from the record, a refusal, a failed result or
// round) and green (an accepted action, a replay that agrees, a passed result or round).
inline const QColor kDialogQuiet{85, 85, 85};
inline const QColor kReplayWrong{176, 0, 32};
inline const QColor kReplayRight{27, 122, 58};

// A meaning's ink in the dialogs, which keep the system's palette, light or dark (a desktop's dark
// theme): one colour for a light background and one for a dark, the dialog taking the one that reads
// better on its own background (inkOn, contrast.h): onLight meets WCAG AA (4.5:1) on a light system
// palette, onDark on a dark one (tst_contrast_gui).
struct Ink {
    QColor onLight;
    QColor onDark;
};
inline const Ink kDialogQuietInk{kDialogQuiet, QColor(170, 165, 152)};
inline const Ink kDialogWrongInk{kReplayWrong, kFeedbackError};
inline const Ink kDialogRightInk{kReplayRight, kFeedbackAccepted};

// The application's palette (palette.h: Fusion under it, for every window the trainer opens, so the
// dialogs are as dark as the table and the main window): the windows and their lettering, the fields
// and lists, their alternate rows, the buttons, the selection, links, tooltips, the placeholder and
// disabled lettering, and the shades Fusion draws bevels and frames with.
inline const QColor kPaletteWindow = kWindowFill;
inline const QColor kPaletteInk = kWindowInk;
inline const QColor kPaletteBase = kPanelLogFill;
inline const QColor kPaletteAlternateBase = kStripFill;
inline const QColor kPaletteButton = kButtonFill;
inline const QColor kPaletteHighlight = kExpectedButtonFill;
inline const QColor kPaletteHighlightedInk = kExpectedButtonInk;
inline const QColor kPaletteLink = kFeedbackExpected;
inline const QColor kPaletteBrightInk = kFeedbackError;
inline const QColor kPalettePlaceholder{150, 146, 136};
inline const QColor kPaletteDisabledInk{128, 126, 120};
inline const QColor kPaletteLight{74, 80, 90};
inline const QColor kPaletteMidlight{58, 63, 71};
inline const QColor kPaletteMid{44, 48, 55};
inline const QColor kPaletteDark{20, 22, 26};
inline const QColor kPaletteShadow{0, 0, 0};

// The progress window's style sheet (style_sheets.h; dark, like the table): the window, its cards
// and tiles, the lettering (headings in kWindowGold, the rest in kWindowInk), the tables and their
// headers, the buttons (the primary one gold), the scroll bar.
inline const QColor kProgressFill{27, 30, 35};
inline const QColor kProgressCardFill{37, 42, 49};
inline const QColor kProgressCardEdge{52, 58, 67};
inline const QColor kProgressNote{154, 149, 136};
inline const QColor kProgressFigure{244, 236, 210};
inline const QColor kProgressCaption{169, 163, 146};
inline const QColor kProgressStatus{255, 207, 134};
inline const QColor kProgressPlaceholder{156, 151, 138};
inline const QColor kProgressTableFill{34, 38, 44};
inline const QColor kProgressTableAlternate{39, 44, 51};
inline const QColor kProgressTableInk{226, 221, 207};
inline const QColor kProgressTableGrid{47, 52, 60};
inline const QColor kProgressTableSelection{59, 67, 80};
inline const QColor kProgressHeaderFill{44, 49, 57};
inline const QColor kProgressHeaderInk{217, 201, 143};
inline const QColor kProgressHeaderRule{58, 64, 74};
inline const QColor kProgressButtonFill{45, 51, 59};
inline const QColor kProgressButtonEdge{69, 76, 87};
inline const QColor kProgressButtonHover{54, 61, 71};
inline const QColor kProgressButtonDisabledInk{109, 106, 98};
inline const QColor kProgressButtonDisabledEdge{53, 58, 66};
inline const QColor kProgressPrimaryFill{201, 166, 64};
inline const QColor kProgressPrimaryInk{27, 30, 35};
inline const QColor kProgressPrimaryEdge{224, 191, 87};
inline const QColor kProgressPrimaryHover{220, 184, 77};
inline const QColor kProgressScrollHandle{58, 64, 74};
inline const QColor kProgressScrollHover{74, 81, 92};

// The progress report's HTML (headings in kPaperGold, over and within the standard in kFailed and
// kPassed): the text, the notes, the table headers, the rows' rules, quiet figures.
inline const QColor kReportText{68, 68, 68};
inline const QColor kReportNote{102, 102, 102};
inline const QColor kReportHeaderFill{239, 231, 207};
inline const QColor kReportHeaderInk{58, 48, 32};
inline const QColor kReportRowRule{228, 228, 228};
inline const QColor kReportQuiet{112, 112, 112};

// The dialogs' lettering in their style sheets, in pixels: the side panel's title, the strip's
// gesture status and typed amount, the records' status, the command bar's buttons; the progress
// window's title, figures, card titles, subtitles, text (status, tables, buttons) and small print
// (notes, captions, table headers).
inline constexpr int kPanelTitlePx = 17;
inline constexpr int kStatusPx = 14;
inline constexpr int kTypedPx = 18;
inline constexpr int kRecordsStatusPx = 11;
inline constexpr int kCommandButtonPx = 11;
// The side panel's width, and in a window under 1200 pixels wide.
inline constexpr int kPanelWidth = 330;
inline constexpr int kNarrowPanelWidth = 300;
inline constexpr int kProgressTitlePx = 24;
inline constexpr int kProgressFigurePx = 26;
inline constexpr int kProgressCardTitlePx = 14;
inline constexpr int kProgressSubtitlePx = 13;
inline constexpr int kProgressTextPx = 12;
inline constexpr int kProgressSmallPx = 11;

// The papers' lettering, in points. The progress report's first page: the title, the subtitle, the
// tiles' figures and captions, the charts' titles, the note when there is no chart; its tables' HTML:
// the heading, the sections, the text (also the document's default), the notes, the tables. The
// exam details' text; the pages' footers; the charts' axes on screen and on paper.
inline constexpr qreal kReportTitlePt = 18;
inline constexpr qreal kReportSubtitlePt = 8.5;
inline constexpr qreal kReportFigurePt = 16;
inline constexpr qreal kReportCaptionPt = 7.5;
inline constexpr qreal kReportChartTitlePt = 11;
inline constexpr qreal kReportNoChartPt = 10;
inline constexpr qreal kReportHeadingPt = 16;
inline constexpr qreal kReportSectionPt = 13;
inline constexpr qreal kReportTextPt = 9;
inline constexpr qreal kReportNotePt = 8;
inline constexpr qreal kReportTablePt = 8.5;
inline constexpr qreal kExamDetailsPt = 8;
inline constexpr qreal kFooterPt = 7.5;
inline constexpr qreal kChartScreenPt = 8.5;
inline constexpr qreal kChartPaperPt = 7.5;

// The certificate's lettering, in points, from the top: the school's line, the title, the linking
// lines ("This is to certify that", the date, the parts), the trainee's name, the exam's title, the
// result, the overall points, the reasons, the supervisor's name, the small print beside it
// (supervisor's key, seal, "Verification code"), the code, the fine print at the foot.
inline constexpr qreal kCertificateSchoolPt = 10;
inline constexpr qreal kCertificateTitlePt = 26;
inline constexpr qreal kCertificateLinePt = 11;
inline constexpr qreal kCertificateNamePt = 28;
inline constexpr qreal kCertificateExamPt = 17;
inline constexpr qreal kCertificateResultPt = 30;
inline constexpr qreal kCertificatePointsPt = 13;
inline constexpr qreal kCertificateReasonPt = 9.5;
inline constexpr qreal kCertificateSupervisorPt = 12;
inline constexpr qreal kCertificateSmallPt = 8.5;
inline constexpr qreal kCertificateCodePt = 17;
inline constexpr qreal kCertificateFinePrintPt = 7.5;

// The table's lettering, sized in pixels (the scene's units): the cards' indices and the felt's
// printing in a serif face, the chips and the badges in a sans face.
// The table's smallest lettering, on the screen: 9 pixels high in the smallest window the trainer is
// made for (a 1024x700 screen, the window's frame counted), where the view draws the scene at about
// 0.39 (tst_table_lettering measures it).
inline constexpr double kTableLetteringScreenPx = 9;
// The table's type, in scene pixels: kTableLetteringScreenPx on that screen.
inline constexpr int kTableTypePx = 23;

inline const QString kSerifFamily = QStringLiteral("DejaVu Serif");
inline const QString kSansFamily = QStringLiteral("DejaVu Sans");

inline QFont pixelFont(const QString& family, int pixels, bool bold)
{
    QFont font(family);
    font.setPixelSize(pixels);
    font.setBold(bold);
    return font;
}

inline QFont serifFont(int pixels, bool bold = false) { return pixelFont(kSerifFamily, pixels, bold); }

inline QFont sansFont(int pixels, bool bold = false) { return pixelFont(kSansFamily, pixels, bold); }

} // namespace s21::app::theme
