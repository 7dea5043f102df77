/** A piece's estimated price at today's board, on its page when the shop shows it. */
export const pieceEstimate = {
  "pieceEstimate.title": "Estimated today: {total}",
  "pieceEstimate.breakup": "How the estimate adds up",
  "pieceEstimate.metalValue.gold": "Gold value",
  "pieceEstimate.metalValue.silver": "Silver value",
  "pieceEstimate.metalDetail": "{grams} g × {perGram} per gram ({grade} rate)",
  "pieceEstimate.makingPercent": "Making charge ({percent}%)",
  "pieceEstimate.makingPerGram": "Making charge ({perGram} per gram)",
  "pieceEstimate.stone": "Stone value",
  "pieceEstimate.vat": "VAT ({percent}%)",
  "pieceEstimate.total": "Estimated total",
  "pieceEstimate.final": "Final price at the counter, weighed in front of you.",
} as const;
